/** Public surface of the workshops feature for other features (pages are loaded lazily by the manager routes). */
export { SeriesBadge, WorkshopStateBadge } from './components/workshop-state-badge';
export { coachRequestStateLabels, evaluationKindLabels, workshopStateLabels } from './labels';
