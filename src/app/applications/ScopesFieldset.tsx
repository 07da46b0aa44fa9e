import { useTranslation } from 'react-i18next';
import { APP_SCOPES, type ScopeChoice } from '../../sync/applications';

/** The read and write boxes of each scope (spec 01 section 2, settings/applications/new). */
export function ScopesFieldset({ value, onChange }: { value: ScopeChoice; onChange(next: ScopeChoice): void }) {
  const { t } = useTranslation();
  const toggle = (scope: (typeof APP_SCOPES)[number], access: 'read' | 'write', on: boolean) =>
    onChange({ ...value, [scope]: { ...value[scope], [access]: on } });
  return (
    <fieldset className="app-scopes">
      <legend>{t('oauthpod24Form.scopes')}</legend>
      <p className="muted">{t('oauthpod24Form.scopesHelp')}</p>
      <table className="app-scopes__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('oauthpod24Form.scopes')}</span>
            </th>
            <th scope="col">{t('oauthpod24Scopes.read')}</th>
            <th scope="col">{t('oauthpod24Scopes.write')}</th>
          </tr>
        </thead>
        <tbody>
          {APP_SCOPES.map((scope) => {
            const label = t(`oauthpod24Scopes.${scope}`);
            return (
              <tr key={scope}>
                <th scope="row">{label}</th>
                {(['read', 'write'] as const).map((access) => (
                  <td key={access}>
                    <input
                      type="checkbox"
                      aria-label={t(access === 'read' ? 'oauthpod24Scopes.readOf' : 'oauthpod24Scopes.writeOf', {
                        scope: label,
                      })}
                      checked={value[scope][access]}
                      onChange={(event) => toggle(scope, access, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
