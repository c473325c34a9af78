import { LanguageToggle } from '@frontoffice/ui/LanguageToggle';
import { useIntl } from 'react-intl';
import { isLanguage } from '../intl/language.ts';
import { useLanguage } from '../intl/LanguageProvider.tsx';

/** The header's language toggle, shown when the tenant offers more than one language (spec §2, multi-language). */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, available, setLanguage } = useLanguage();
  if (available.length < 2) return null;
  return (
    <LanguageToggle
      label={intl.formatMessage({ id: 'app.Shell.language' })}
      value={language}
      options={available.map((id) => ({
        id,
        shortLabel: id.toUpperCase(),
        name: intl.formatMessage({ id: `common.language.${id}` }),
      }))}
      onChange={(next) => {
        if (isLanguage(next)) void setLanguage(next);
      }}
    />
  );
}
