// The plugins concept's public face (import23): each user's plugins, `settings/plugins`.

export { listPlugins, savePluginValues, scanPlugin, setPluginEnabled } from './api';
export {
  mapPlugin,
  pluginFormValues,
  pluginTakesValues,
  pluginValuesToSend,
  type Plugin,
  type PluginField,
  type PluginFieldType,
  type PluginFormValues,
} from './model';
export { pluginKeys, usePlugins, usePluginWrites } from './queries';
