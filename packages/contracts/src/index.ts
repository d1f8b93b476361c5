export * from './auth';
export * from './common';
export * from './pricing';
export * from './profile';
export * from './reference';
