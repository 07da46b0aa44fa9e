// The developer page of issue 7: every shared widget in its states, for the e2e tests and the
// screenshots. Registered only in development builds (routes.tsx, VITE_SHOAL_DEV_PAGES).

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart, MoreHorizontal, Share2 } from '../icons';
import { addMessage } from '../messages/store';
import { formatDuration } from '../format/duration';
import { formatSize } from '../format/size';
import { truncate } from '../format/truncate';
import { ActionFeedback } from '../widgets/ActionFeedback';
import { Button } from '../widgets/Button';
import { CopyButton } from '../widgets/CopyButton';
import { DescriptionEditor } from '../text/DescriptionEditor';
import { CollapseLink, ExpandableText } from '../widgets/ExpandableText';
import { LazyImage } from '../widgets/LazyImage';
import { Layout } from '../widgets/Layout';
import { MarkdownEditor } from '../text/MarkdownEditor';
import { Modal } from '../widgets/Modal';
import { ActorLink, UserLink } from '../widgets/PersonLinks';
import { Pill } from '../widgets/Pill';
import { Popover } from '../widgets/Popover';
import { RelativeTime } from '../widgets/RelativeTime';
import { Markdown } from '../widgets/SafeHtml';
import { useGlobalShortcut } from '../widgets/useGlobalShortcut';
import {
  LOCAL_ACTOR,
  LONG_TEXT,
  PILL_OPTIONS,
  REMOTE_ACTOR,
  SAMPLE_DESCRIPTION,
  SAMPLE_MARKDOWN,
  USER_BROKEN_AVATAR,
  USER_WITH_AVATAR,
  USER_WITHOUT_AVATAR,
} from './samples';
import './dev.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dev-section" aria-labelledby={`dev-${id}`} data-widget={id}>
      <h2 id={`dev-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function WidgetsPage() {
  const { t } = useTranslation();
  const [modalOpen, setModalOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [working, setWorking] = useState(false);
  const [markdown, setMarkdown] = useState('- first item');
  const [overLimit, setOverLimit] = useState('x'.repeat(30));
  const [shortcutCount, setShortcutCount] = useState(0);
  useGlobalShortcut({ key: 'g' }, () => setShortcutCount((count) => count + 1));

  const runAction = async () => {
    setWorking(true);
    await wait(800);
    setWorking(false);
  };

  return (
    <div className="page dev-page">
      <header className="page-header">
        <div>
          <h1>{t('dev.widgets')}</h1>
          <p className="muted">{t('dev.intro')}</p>
        </div>
      </header>

      <Section id="buttons" title={t('dev.buttons')}>
        <Layout mode="flex" gap={8}>
          <Button variant="primary">{t('dev.primary')}</Button>
          <Button loading>{t('dev.loading')}</Button>
          <Button disabled>{t('dev.disabled')}</Button>
          <Button pressed={pressed} icon={<Heart aria-hidden size={16} />} onClick={() => setPressed(!pressed)}>
            {t('dev.pressed')}
          </Button>
          <Button thin>{t('dev.thin')}</Button>
          <Button onClick={() => wait(1000)}>{t('dev.slow')}</Button>
        </Layout>
      </Section>

      <Section id="modal" title={t('dev.modal')}>
        <div>
          <Button onClick={() => setModalOpen(true)}>{t('dev.openModal')}</Button>
        </div>
        <Modal
          open={modalOpen}
          onOpenChange={setModalOpen}
          title={t('dev.modalTitle')}
          actions={
            <>
              <Button variant="ghost" thin onClick={() => setModalOpen(false)}>
                {t('widgets.description.cancel')}
              </Button>
              <Button variant="primary" onClick={() => setModalOpen(false)}>
                {t('widgets.description.save')}
              </Button>
            </>
          }
        >
          <label className="field">
            {t('dev.modalName')}
            <input defaultValue="Night drive" />
          </label>
        </Modal>
      </Section>

      <Section id="popover" title={t('dev.popover')}>
        <Popover
          open={menuOpen}
          onOpenChange={setMenuOpen}
          label={t('dev.openPopover')}
          trigger={(props) => (
            <button {...props} type="button" className="icon-button" aria-label={t('dev.openPopover')}>
              <MoreHorizontal aria-hidden size={20} />
            </button>
          )}
        >
          <Button thin>{t('dev.item', { n: 1 })}</Button>
          <Popover
            open={shareOpen}
            onOpenChange={setShareOpen}
            label={t('dev.openChildPopover')}
            trigger={(props) => (
              <button {...props} type="button" className="ui-button ui-button--thin">
                <Share2 aria-hidden size={16} />
                {t('dev.openChildPopover')}
              </button>
            )}
          >
            <Button thin>{t('dev.item', { n: 2 })}</Button>
          </Popover>
        </Popover>
        <p
          className="muted"
          data-testid="popover-state"
        >{`menu: ${menuOpen ? 'open' : 'closed'}, share: ${shareOpen ? 'open' : 'closed'}`}</p>
      </Section>

      <Section id="pills" title={t('dev.pills')}>
        <Layout mode="flex" gap={8}>
          <Pill label="Jazz" options={PILL_OPTIONS} onRemove={() => undefined} />
          <Pill label="Ambient" options={PILL_OPTIONS} />
          <Pill label="Rock" options={PILL_OPTIONS} startEditing />
        </Layout>
      </Section>

      <Section id="images" title={t('dev.images')}>
        <Layout mode="flex" gap={16}>
          <LazyImage src="/icons/icon-192.png" alt="Shoal icon" width={72} height={72} />
          <LazyImage src="/no-such-image.png" alt="Missing cover" width={72} height={72} />
          <LazyImage src={null} alt="" width={72} height={72} />
        </Layout>
      </Section>

      <Section id="copy" title={t('dev.copy')}>
        <CopyButton value="https://pod.example/library/tracks/7" label={t('dev.copy')} />
      </Section>

      <Section id="feedback" title={t('dev.feedback')}>
        <Layout mode="flex" gap={8}>
          <Button onClick={runAction} loading={working}>
            {t('dev.run')}
          </Button>
          <ActionFeedback loading={working} />
        </Layout>
      </Section>

      <Section id="expandable" title={t('dev.expandable')}>
        <ExpandableText text={LONG_TEXT} />
        <CollapseLink label={t('dev.collapse')}>
          <p>{truncate(LONG_TEXT, 60)}</p>
        </CollapseLink>
      </Section>

      <Section id="messages" title={t('dev.messages')}>
        <Layout mode="flex" gap={8}>
          <Button onClick={() => addMessage({ content: 'Library updated' })}>{t('dev.addMessage')}</Button>
          <Button onClick={() => addMessage({ content: 'An error occurred while saving your changes', error: true })}>
            {t('dev.addError')}
          </Button>
        </Layout>
      </Section>

      <Section id="layout" title={t('dev.layout')}>
        <Layout mode="grid" gap={8} columnWidth={46} as="div" className="dev-grid">
          {Array.from({ length: 12 }, (_, index) => (
            <span key={index} className="dev-cell">
              {index + 1}
            </span>
          ))}
        </Layout>
        <Layout mode="custom-grid" template="1fr 2fr" gap={16} as="aside" aria-label={t('dev.layout')}>
          <span className="dev-cell">1fr</span>
          <span className="dev-cell">2fr</span>
        </Layout>
        <Layout mode="columns" gap={24} columnWidth={160}>
          <p>{LONG_TEXT}</p>
        </Layout>
      </Section>

      <Section id="people" title={t('dev.people')}>
        <Layout mode="stack" gap={8}>
          <ActorLink actor={LOCAL_ACTOR} />
          <ActorLink actor={REMOTE_ACTOR} full />
          <ActorLink actor={REMOTE_ACTOR} admin />
          <UserLink user={USER_WITH_AVATAR} />
          <UserLink user={USER_BROKEN_AVATAR} />
          <UserLink user={USER_WITHOUT_AVATAR} discrete />
        </Layout>
      </Section>

      <Section id="markdown" title={t('dev.markdown')}>
        <Markdown className="prose" text={SAMPLE_MARKDOWN} />
      </Section>

      <Section id="editor" title={t('dev.editor')}>
        <MarkdownEditor value={markdown} onChange={setMarkdown} label={t('dev.editor')} fetchHtml />
        <MarkdownEditor
          value={overLimit}
          onChange={setOverLimit}
          label={t('dev.editor') + ' (25)'}
          charLimit={25}
          rows={2}
        />
      </Section>

      <Section id="description" title={t('dev.description')}>
        <DescriptionEditor
          content={SAMPLE_DESCRIPTION}
          updateUrl="libraries/dev-description/"
          onUpdated={() => addMessage({ content: 'Description updated' })}
        />
        <DescriptionEditor content={null} updateUrl="libraries/dev-description/" canUpdate={false} />
      </Section>

      <Section id="helpers" title={t('dev.helpers')}>
        <ul className="dev-list">
          <li>
            {formatSize(999)} · {formatSize(1000)} · {formatSize(1024, { binary: true })} · {formatSize(3_570_000)}
          </li>
          <li>
            {formatDuration(3599)} · {formatDuration(3600)}
          </li>
          <li>
            <RelativeTime date={new Date(Date.now() - 5 * 60_000).toISOString()} /> ·{' '}
            <RelativeTime date={new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString()} />
          </li>
          <li>{truncate(LONG_TEXT)}</li>
        </ul>
      </Section>

      <Section id="shortcut" title={t('dev.shortcut')}>
        <p data-testid="shortcut-count">{t('dev.shortcutPresses', { count: shortcutCount })}</p>
        <label className="field">
          {t('dev.modalName')}
          <input data-testid="shortcut-field" />
        </label>
      </Section>
    </div>
  );
}
