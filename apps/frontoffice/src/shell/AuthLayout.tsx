import { useTenant } from '@frontoffice/api-client';
import { offersSignup } from '@frontoffice/domain';
import { Link } from '@frontoffice/ui/Link';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as s from './AuthLayout.css.ts';
import { useConsentSettled } from './dialogs/consentFirst.ts';
import { Footer } from './Footer.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useBranding } from './useBranding.ts';

const POINTS = [
  { id: 'free', path: 'M5 12l4 4L19 6' },
  { id: 'subscription', path: 'M4 7h16M4 12h16M4 17h10' },
  { id: 'quality', path: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z' },
] as const;

/**
 * The frame of the sign-in pages: the landing panel (spec §2: three selling points, or the tenant's login
 * background, with the logo, the quick-signup text and the signup and login buttons) beside the form.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const tenant = useTenant();
  const { name, logo, loginBackground } = useBranding();
  // spec §2 landing: the signup button follows the one sign-up rule of the domain, as /login and the guest menu do.
  const signup = offersSignup(tenant);
  // spec §1, §5 (issue 31 defect 18): nothing here can be used before a first visit's cookie-consent dialog is on screen.
  const settled = useConsentSettled();
  return (
    <div className={s.root} inert={!settled}>
      <section
        className={loginBackground ? `${s.landing} ${s.landingWithImage}` : s.landing}
        style={loginBackground ? { backgroundImage: `url("${encodeURI(loginBackground)}")` } : undefined}
        aria-labelledby="landing-title"
      >
        {loginBackground && <div className={s.imageShade} />}
        <div className={s.topBar}>
          <AriaLink href="/login" className={s.logoLink}>
            <img className={s.logo} src={logo} alt={name} />
          </AriaLink>
          <LanguageSwitch />
        </div>
        <div className={s.pitch}>
          <h2 id="landing-title" className={s.headline}>
            {intl.formatMessage({ id: 'app.Landing.headline' }, { operator: name })}
          </h2>
          <p className={s.tagline}>{intl.formatMessage({ id: 'app.Landing.quickSignup' })}</p>
          {!loginBackground && (
            <ul className={s.points}>
              {POINTS.map((point) => (
                <li key={point.id} className={s.point}>
                  <span className={s.pointIcon} aria-hidden="true">
                    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                      <path d={point.path} />
                    </svg>
                  </span>
                  <div>
                    <h3 className={s.pointTitle}>{intl.formatMessage({ id: `app.Landing.${point.id}.title` })}</h3>
                    <p className={s.pointBody}>{intl.formatMessage({ id: `app.Landing.${point.id}.body` })}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className={s.actions}>
            {signup && (
              <Link href="/signup" variant="standalone" className={s.landingButton}>
                {intl.formatMessage({ id: 'app.Landing.signup' })}
              </Link>
            )}
            <Link href="/login" variant="standalone" className={s.landingButton}>
              {intl.formatMessage({ id: 'app.Landing.login' })}
            </Link>
          </div>
        </div>
      </section>
      <div className={s.content}>
        <main id="main-content" className={s.card}>
          {children}
        </main>
        <div className={s.footer}>
          <Footer />
        </div>
      </div>
    </div>
  );
}
