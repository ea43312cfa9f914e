/** Public surface of the calendar import feature. */
export { CalendarImportCard } from './components/calendar-import-card';
export { CoachCalendarImportSummary } from './components/coach-calendar-import-summary';
