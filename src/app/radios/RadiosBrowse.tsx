import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, Radio, Square } from '../icons';
import { useSession } from '../../db/session';
import type { RadioConfig, RadioType } from '../../player/types';
import { useCustomRadios, type CustomRadio } from '../../sync/radios';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { useBrowseParams } from '../library/useBrowseParams';
import { usePlayer, usePlayerSnapshot } from '../player/usePlayer';

/** Spec 01 section 2: radios/ and me/radios/, 12 a page. */
const RADIOS_PAGE_SIZE = 12;

interface BuiltIn {
  type: RadioType;
  name: string;
  explain: string;
  needsUser: boolean;
}

/** The radio types of spec 01 section 9 that need no object. */
const BUILT_IN: BuiltIn[] = [
  { type: 'random', name: 'radios.random', explain: 'radios.randomExplain', needsUser: false },
  { type: 'recently-added', name: 'radios.recentlyAdded', explain: 'radios.recentlyAddedExplain', needsUser: false },
  { type: 'favorites', name: 'radios.favorites', explain: 'radios.favoritesExplain', needsUser: true },
  { type: 'less-listened', name: 'radios.lessListened', explain: 'radios.lessListenedExplain', needsUser: true },
  { type: 'actor-content', name: 'radios.actorContent', explain: 'radios.actorContentExplain', needsUser: true },
  { type: 'random_library', name: 'radios.randomLibrary', explain: 'radios.randomLibraryExplain', needsUser: true },
  {
    type: 'less-listened_library',
    name: 'radios.lessListenedLibrary',
    explain: 'radios.lessListenedLibraryExplain',
    needsUser: true,
  },
];

export function radioConfig(
  type: RadioType,
  objectId: string | number | null = null,
  customRadioId: number | null = null,
): RadioConfig {
  return { type, objectId, customRadioId, clientOnly: false, config: null };
}

function sameRadio(a: RadioConfig | null, b: RadioConfig): boolean {
  return a !== null && a.type === b.type && a.objectId === b.objectId && a.customRadioId === b.customRadioId;
}

/** A start or stop button for one radio; the running one says so. */
export function RadioToggle({ config, name }: { config: RadioConfig; name: string }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const radio = usePlayerSnapshot().radio;
  const running = radio.running && sameRadio(radio.current, config);
  return running ? (
    <button type="button" className="button" onClick={() => player.stopRadio()}>
      <Square aria-hidden size={16} />
      {t('radios.stop')}
    </button>
  ) : (
    <button type="button" className="button button--primary" onClick={() => void player.startRadio(config)}>
      <Radio aria-hidden size={16} />
      {t('radios.start', { name })}
    </button>
  );
}

/** A custom radio's card: its page, its description, start and stop (radios browse and search). */
export function CustomRadioCard({ radio }: { radio: Pick<CustomRadio, 'id' | 'name' | 'description'> }) {
  return (
    <li className="radio-card">
      <h3>
        <Link className="radio-card__link" to={`/library/radios/${radio.id}`}>
          {radio.name}
        </Link>
      </h3>
      {radio.description && <p className="muted">{radio.description}</p>}
      <RadioToggle config={radioConfig('custom', null, radio.id)} name={radio.name} />
    </li>
  );
}

export function RadiosBrowse({ scope }: { scope?: 'me' }) {
  const { t } = useTranslation();
  const session = useSession();
  const authenticated = Boolean(session?.profile);
  const [params] = useBrowseParams({ ordering: 'name', pageSize: RADIOS_PAGE_SIZE });
  const radios = useCustomRadios({ scope, page: params.page, page_size: RADIOS_PAGE_SIZE, ordering: 'name' });
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t(scope === 'me' ? 'radios.mine' : 'radios.title')}</h1>
        {/* radio20: custom radios are built on their own page */}
        {authenticated && (
          <Link className="button" to="/library/radios/build">
            <Plus aria-hidden size={16} />
            {t('radioBuilder.createEntry')}
          </Link>
        )}
      </header>
      {scope !== 'me' && (
        <section className="section" aria-labelledby="radios-built-in">
          <h2 id="radios-built-in">{t('radios.builtIn')}</h2>
          <ul className="radio-grid">
            {BUILT_IN.filter((radio) => authenticated || !radio.needsUser).map((radio) => (
              <li key={radio.type} className="radio-card">
                <h3>{t(radio.name)}</h3>
                <p className="muted">{t(radio.explain)}</p>
                <RadioToggle config={radioConfig(radio.type)} name={t(radio.name)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="section" aria-labelledby="radios-custom">
        <h2 id="radios-custom">{t(scope === 'me' ? 'radios.mine' : 'radios.instance')}</h2>
        <QueryState
          query={radios}
          loading={null}
          isEmpty={(page) => page.results.length === 0}
          empty={t('radios.empty')}
        >
          {(page) => (
            <>
              <ul className="radio-grid">
                {page.results.map((radio) => (
                  <CustomRadioCard key={radio.id} radio={radio} />
                ))}
              </ul>
              <Pagination page={params.page} pageSize={RADIOS_PAGE_SIZE} count={page.count} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
