import { Checkbox } from '@frontoffice/ui/Checkbox';
import { Select } from '@frontoffice/ui/Select';
import { Switch } from '@frontoffice/ui/Switch';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { m, optionMessages, screenMessages, settingMessages, stepMessages } from './previewMessages.ts';
import { RELOAD_SETTINGS, type PreviewSetting, type SignupStepSetting } from './previewSettings.ts';
import * as s from './PreviewPanel.css.ts';

/** Props of {@link PreviewSettingField}. */
export interface PreviewSettingFieldProps {
  setting: PreviewSetting;
  /** The value in force. */
  value: unknown;
  /** Whether it differs from the tenant's fixtures. */
  changed: boolean;
  /** While a change is being applied, nothing else can change. */
  isDisabled: boolean;
  onChange(value: unknown): void;
}

/** One setting of the switch panel (issue 20): its control, the screens it changes, and whether it was changed. */
export function PreviewSettingField({ setting, value, changed, isDisabled, onChange }: PreviewSettingFieldProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const label = intl.formatMessage(settingMessages[setting.key]);
  const screenList = intl.formatList(setting.screens.map((screen) => intl.formatMessage(screenMessages[screen])));
  const screens = intl.formatMessage(m.screens, { screens: screenList });
  // The languages are read at start-up (spec §1): say that a change reloads the page.
  const reloadNote = RELOAD_SETTINGS.has(setting.key) ? <p className={s.screens}>{intl.formatMessage(m.reloadNote)}</p> : null;
  const description = (
    <>
      <p id={descriptionId} className={s.screens}>
        {screens}
        {changed && <span className={s.changed}>{intl.formatMessage(m.changed)}</span>}
      </p>
      {reloadNote}
    </>
  );

  if (setting.kind === 'switch') {
    return (
      <div className={s.setting}>
        <Switch isSelected={value === true} isDisabled={isDisabled} onChange={onChange} aria-describedby={descriptionId}>
          {label}
        </Switch>
        {description}
      </div>
    );
  }

  if (setting.kind === 'choice') {
    const known = (setting.options as readonly string[]).includes(String(value));
    const options = known || typeof value !== 'string' ? setting.options : [...setting.options, value];
    const optionLabel = (option: string) => {
      const message = (optionMessages as Record<string, { id: string }>)[setting.key === 'theme' && option === 'default' ? 'theme-default' : option];
      // Time zones, date formats and the operators' theme names are shown as the settings write them.
      return message ? intl.formatMessage(message) : option;
    };
    return (
      <div className={s.setting}>
        <Select
          label={label}
          items={options.map((option) => ({ id: option, label: optionLabel(option) }))}
          selectedKey={typeof value === 'string' ? value : null}
          isDisabled={isDisabled}
          onSelectionChange={(key) => key !== null && key !== value && onChange(String(key))}
          description={changed ? intl.formatMessage(m.screensChanged, { screens: screenList }) : screens}
        />
        {reloadNote}
      </div>
    );
  }

  const steps = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (step: string, on: boolean) => onChange(setting.options.filter((option) => (option === step ? on : steps.includes(option))));
  return (
    <fieldset className={s.fieldset} aria-describedby={descriptionId}>
      <legend className={s.legend}>{label}</legend>
      {setting.options.map((step) => (
        <Checkbox
          key={step}
          // decision D31: the registration step creates the account, it is always shown.
          isSelected={step === 'registration' || steps.includes(step)}
          isDisabled={isDisabled || step === 'registration'}
          onChange={(on) => toggle(step, on)}
        >
          {intl.formatMessage(stepMessages[step as SignupStepSetting])}
        </Checkbox>
      ))}
      <p className={s.screens}>{intl.formatMessage(m.stepsHint)}</p>
      {description}
    </fieldset>
  );
}
