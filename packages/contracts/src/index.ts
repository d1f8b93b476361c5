export * from './auth';
export * from './catalog';
export * from './common';
export * from './dev';
export * from './forms';
export * from './pricing';
export * from './profile';
export * from './reference';
