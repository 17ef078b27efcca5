export * from './accounts';
export * from './billing';
export * from './platform';
export * from './uploads';
export * from './jobs';
export * from './sms';
export * from './walletHolds';
export * from './notifications';
