export { ProfileStateBanner } from './components/profile-state-banner';
