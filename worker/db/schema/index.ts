export * from './enums';
export * from './users';
export * from './mail';
export * from './audit';
