/** Public surface of the calendar feed feature. */
export { CalendarFeedCard } from './components/calendar-feed-card';
