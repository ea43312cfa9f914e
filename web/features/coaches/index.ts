export { ProfileStateBanner } from './components/profile-state-banner';
export { OwnCoachProfile } from './components/own-coach-profile';
export { downloadProfileFile } from './components/profile-file-slot';
export {
  civilStatusLabels,
  fileKindLabels,
  profileFieldLabels,
  ratingLabels,
  residencePermitLabels,
  salutationLabels,
} from './labels';
