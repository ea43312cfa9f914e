import { freshStorage } from './database';

await freshStorage();
