import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelMetadataChoices } from '../../sync/channels';
import { handleEditable, type ChannelFormState } from './channel-form';
import { PictureField } from './PictureField';

interface Props {
  mode: 'create' | 'edit';
  form: ChannelFormState;
  onChange: (change: Partial<ChannelFormState>) => void;
  /** The pod's domain, shown after the handle. */
  domain: string | null;
  disabled?: boolean;
}

/**
 * The details of a channel (issue 19): picture, name, handle (fixed for good: read-only on edit),
 * tags, description; then the category music or other for an artist channel, or for a podcast the
 * iTunes category and subcategory and language of `channels/metadata-choices/`, owner and explicit.
 */
export function ChannelFields({ mode, form, onChange, domain, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const podcast = form.kind === 'podcast';
  const choices = useChannelMetadataChoices({ enabled: podcast });
  const subcategories =
    choices.data?.itunes_category.find((category) => category.value === form.itunesCategory)?.children ?? [];
  return (
    <>
      <PictureField
        label={t('channels.form.picture')}
        value={form.cover}
        onChange={(cover) => onChange({ cover })}
        disabled={disabled}
      />
      <label className="field">
        <span>{t('channels.form.name')}</span>
        <input
          required
          maxLength={255}
          value={form.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('channels.form.handle')}</span>
        <span className="channel-handle">
          <input
            required
            maxLength={200}
            pattern="[A-Za-z0-9_]+"
            value={form.username}
            readOnly={!handleEditable(mode)}
            aria-describedby={`${id}-handle`}
            onChange={(event) => onChange({ username: event.target.value })}
          />
          {domain && <span className="muted">@{domain}</span>}
        </span>
        <small id={`${id}-handle`} className="muted">
          {t(mode === 'create' ? 'channels.form.handleHelp' : 'channels.form.handleFixed')}
        </small>
      </label>
      <label className="field">
        <span>{t('channels.form.tags')}</span>
        <input
          value={form.tags}
          placeholder={t('channels.form.tagsPlaceholder')}
          onChange={(event) => onChange({ tags: event.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('channels.form.description')}</span>
        <textarea
          rows={3}
          value={form.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </label>
      {podcast ? (
        <>
          <div className="channel-form__pair">
            <label className="field">
              <span>{t('channels.form.itunesCategory')}</span>
              <select
                value={form.itunesCategory}
                onChange={(event) => onChange({ itunesCategory: event.target.value, itunesSubcategory: '' })}
              >
                <option value="">{t('channels.form.choose')}</option>
                {choices.data?.itunes_category.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('channels.form.itunesSubcategory')}</span>
              <select
                value={form.itunesSubcategory}
                disabled={subcategories.length === 0}
                onChange={(event) => onChange({ itunesSubcategory: event.target.value })}
              >
                <option value="">{t('channels.form.none')}</option>
                {subcategories.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="field">
            <span>{t('channels.form.language')}</span>
            <select value={form.language} onChange={(event) => onChange({ language: event.target.value })}>
              <option value="">{t('channels.form.choose')}</option>
              {choices.data?.language.map((language) => (
                <option key={language.value} value={language.value}>
                  {language.label}
                </option>
              ))}
            </select>
          </label>
          <div className="channel-form__pair">
            <label className="field">
              <span>{t('channels.form.ownerName')}</span>
              <input value={form.ownerName} onChange={(event) => onChange({ ownerName: event.target.value })} />
            </label>
            <label className="field">
              <span>{t('channels.form.ownerEmail')}</span>
              <input
                type="email"
                value={form.ownerEmail}
                onChange={(event) => onChange({ ownerEmail: event.target.value })}
              />
            </label>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.explicit}
              onChange={(event) => onChange({ explicit: event.target.checked })}
            />
            <span>{t('channels.form.explicit')}</span>
          </label>
        </>
      ) : (
        <label className="field">
          <span>{t('channels.form.category')}</span>
          <select
            value={form.category}
            onChange={(event) => onChange({ category: event.target.value as 'music' | 'other' })}
          >
            <option value="music">{t('channels.form.categoryMusic')}</option>
            <option value="other">{t('channels.form.categoryOther')}</option>
          </select>
        </label>
      )}
    </>
  );
}
