// The public API of @frontoffice/feature-account: the pages the app mounts in its routes (issue 7).
export { LoginPage, type LoginPageProps } from './pages/LoginPage.tsx';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage.tsx';
export { ResetPasswordPage, type ResetPasswordPageProps } from './pages/ResetPasswordPage.tsx';
export { HelpContentPage, type HelpContentPageProps, type HelpContentType } from './pages/HelpContentPage.tsx';
export { CustomPage, type CustomPageProps } from './pages/CustomPage.tsx';
export { DeleteAccountFaqPage } from './pages/DeleteAccountFaqPage.tsx';
export { PrivacyPolicyPage } from './pages/PrivacyPolicyPage.tsx';
export { AccessibilityStatementPage, type AccessibilityStatementPageProps } from './pages/AccessibilityStatementPage.tsx';
export { PrivacyRequestPage } from './pages/PrivacyRequestPage.tsx';
export { AccountDetailsPage, type AccountDetailsPageProps, preloadAccountDetailsContent } from './pages/AccountDetailsPage.tsx';
export { PaymentMethodsPage, type PaymentMethodsPageProps } from './pages/PaymentMethodsPage.tsx';
