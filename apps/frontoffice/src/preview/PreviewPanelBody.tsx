import { useTenant } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { TextField } from '@frontoffice/ui/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { m, sectionMessages, settingMessages } from './previewMessages.ts';
import { PREVIEW_SECTIONS, shareLink } from './previewSettings.ts';
import { PreviewSettingField } from './PreviewSettingField.tsx';
import * as s from './PreviewPanel.css.ts';
import { usePreviewSettings, type InvalidatableRouter, type PreviewOutcome } from './usePreviewSettings.ts';

function useStatusText(outcome: PreviewOutcome, copied: 'copied' | 'select' | null): string {
  const intl = useIntl();
  if (copied === 'copied') return intl.formatMessage(m.shareCopied);
  if (copied === 'select') return intl.formatMessage(m.shareSelect);
  if (!outcome) return '';
  if (outcome.kind === 'failed') return intl.formatMessage(m.failed);
  if (outcome.kind === 'reset-settings') return intl.formatMessage(m.resetSettingsDone);
  const setting = intl.formatMessage(settingMessages[outcome.key]);
  return intl.formatMessage(outcome.reload ? m.reloading : m.applied, { setting });
}

/** The panel's content: status, share link, the settings by section, the resets. */
export function PreviewPanelBody({ router }: { router: InvalidatableRouter }) {
  const intl = useIntl();
  const tenant = useTenant();
  const { state, outcome, load, change, resetSettings, resetData } = usePreviewSettings(router);
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);
  const status = useStatusText(outcome, copied);

  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <div className={s.body}>
        <p role="alert">{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" onPress={load}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  }

  const { answer, pending } = state;
  const link = shareLink(window.location.href, answer.fixture, tenant);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('select');
    }
  };
  const settings = answer.settings as unknown as Record<string, unknown>;
  const fixture = answer.fixture as unknown as Record<string, unknown>;

  return (
    <div className={s.body}>
      <p className={s.intro}>{intl.formatMessage(m.intro)}</p>
      <div className={s.row}>
        <TextField className={s.shareField} label={intl.formatMessage(m.shareLabel)} value={link} isReadOnly />
        <Button variant="secondary" onPress={() => void copy()}>
          {intl.formatMessage(m.share)}
        </Button>
      </div>
      {PREVIEW_SECTIONS.map((section) => (
        <section key={section.id} className={s.section} aria-labelledby={`preview-section-${section.id}`}>
          <h3 id={`preview-section-${section.id}`} className={s.sectionTitle}>
            {intl.formatMessage(sectionMessages[section.id])}
          </h3>
          {section.settings.map((setting) => (
            <PreviewSettingField
              key={setting.key}
              setting={setting}
              value={settings[setting.key]}
              changed={JSON.stringify(settings[setting.key]) !== JSON.stringify(fixture[setting.key])}
              isDisabled={pending}
              onChange={(value) => {
                setCopied(null);
                void change(setting.key, value);
              }}
            />
          ))}
        </section>
      ))}
      <div className={s.section}>
        <div className={s.row}>
          <Button variant="secondary" isDisabled={pending} onPress={() => void resetSettings()}>
            {intl.formatMessage(m.resetSettings)}
          </Button>
          <Button variant="danger" isDisabled={pending} onPress={() => void resetData()}>
            {intl.formatMessage(m.resetData)}
          </Button>
        </div>
        <p className={s.screens}>{intl.formatMessage(m.resetDataHint)}</p>
      </div>
      <p role="status" className={s.status}>
        {status}
      </p>
    </div>
  );
}
