export * from './siteMap';
export * from './contactServices';
export * from './remoteContract';
export * from './crawlers';
export * from './structuredData';
export * from './linkPreview';
