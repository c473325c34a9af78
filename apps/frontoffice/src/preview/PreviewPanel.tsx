// The product owners' switch panel (issue 20, decision D38), in static tenant previews only: a discreet button opens a
// panel listing every feature switch of spec §3 and the settings that change screens, each with the screens it
// changes. A change applies at once (usePreviewSettings.ts); a link shares the same switches; resets return to the
// tenant's fixtures. main.tsx loads it only when `__FRONTOFFICE_PREVIEW__` is true.
import { useTenant } from '@frontoffice/api-client';
import { IconButton } from '@frontoffice/ui/IconButton';
import { Modal } from '@frontoffice/ui/Modal';
import { use, useState } from 'react';
import { IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import { AriaLocale } from '../intl/AriaLocale.tsx';
import type { Language } from '../intl/language.ts';
import { useLanguage } from '../intl/LanguageProvider.tsx';
import { m } from './previewMessages.ts';
import { PreviewPanelBody } from './PreviewPanelBody.tsx';
import * as s from './PreviewPanel.css.ts';
import type { InvalidatableRouter } from './usePreviewSettings.ts';

type Catalogue = Record<string, MessageFormatElement[]>;

// The panel's catalogue, precompiled like the app's (messagesPlugin.ts), loaded once per language.
const catalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  fr: () => import('virtual:frontoffice-messages/fr/preview'),
  en: () => import('virtual:frontoffice-messages/en/preview'),
};
const loaded = new Map<Language, Promise<Catalogue>>();
function catalogue(language: Language): Promise<Catalogue> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = catalogues[language]().then((module) => module.default);
    loaded.set(language, promise);
  }
  return promise;
}

function SlidersIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

function Panel({ router }: PreviewPanelProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <div className={s.launcher}>
        <IconButton icon={<SlidersIcon />} label={intl.formatMessage(m.open)} onPress={() => setOpen(true)} />
      </div>
      {isOpen && (
        <Modal
          isOpen
          onOpenChange={setOpen}
          size="lg"
          title={intl.formatMessage(m.title, { operator: tenant.human_name })}
          closeLabel={intl.formatMessage(m.close)}
        >
          <PreviewPanelBody router={router} />
        </Modal>
      )}
    </>
  );
}

/** Props of {@link PreviewPanel}. */
export interface PreviewPanelProps {
  /** The app's router: its guards run again after a change (a page the tenant no longer has, a new access rule). */
  router: InvalidatableRouter;
}

/** The switch panel with its own messages, in the interface language. */
export default function PreviewPanel({ router }: PreviewPanelProps) {
  const { language } = useLanguage();
  const outer = useIntl();
  const messages = use(catalogue(language));
  return (
    <IntlProvider locale={language} defaultLocale="fr" messages={{ ...(outer.messages as Catalogue), ...messages }}>
      <AriaLocale>
        <Panel router={router} />
      </AriaLocale>
    </IntlProvider>
  );
}
