/** The organisation's public details shown in the public layout (example data). */
export const organisation = {
  name: 'Menschenrechtsbildung Schweiz',
  street: 'Beispielstrasse 12',
  postcode: '3011',
  city: 'Bern',
  phone: '+41 31 123 45 67',
  phoneHref: 'tel:+41311234567',
  email: 'info@example.org',
  links: {
    website: 'https://www.example.org',
    instagram: 'https://www.instagram.com/example',
    facebook: 'https://www.facebook.com/example',
  },
} as const;
