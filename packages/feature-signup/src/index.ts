// The public API of @frontoffice/feature-signup: the pages the app mounts in its routes (issue 7).
export { WaitingPage } from './pages/WaitingPage.tsx';
export { WaitingForValidationPage, type WaitingForValidationPageProps } from './pages/WaitingForValidationPage.tsx';
export { PendingValidationPage, type PendingValidationPageProps } from './pages/PendingValidationPage.tsx';
export { SignupWelcomePage, type SignupWelcomePageProps } from './pages/SignupWelcomePage.tsx';
export { SignupPage, type SignupPageProps } from './pages/SignupPage.tsx';
