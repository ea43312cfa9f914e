export const openApiConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Workshop Admin API',
    version: '0.1.0',
    description:
      'API of Workshop Admin: workshop inquiries from schools and the coaches who give the workshops. ' +
      'Successful bodies are `{ data }`; errors are `{ error: { code, message, fields? } }` with a stable code.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    contact: { name: 'Workshop Admin team', email: 'team@example.org' },
  },
  servers: [{ url: '/', description: 'This deployment' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'Authentication', description: 'Sign-in, sessions and password reset' },
    { name: 'Users', description: 'The signed-in user’s password and settings' },
    { name: 'Base data', description: 'Lists and constants the interface needs' },
    { name: 'Coaches', description: 'Coach accounts, approval and the coaches list' },
    { name: 'Profiles', description: 'The coach profile: personal, bank, permit and coaching data, files' },
    { name: 'Files', description: 'Downloads through short-lived signed links' },
    { name: 'Inquiries', description: 'Workshop inquiries from schools' },
    { name: 'Workshops', description: 'Workshops, series and their states' },
  ],
};
