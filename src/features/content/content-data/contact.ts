/** Where Shutterswap's counter, studio and returns desk are (footer contact block and map). */
export const CONTACT = {
  streetAddress: '48 Darkroom Lane',
  locality: 'Brooklyn, NY 11211',
  country: 'United States',
  phoneDisplay: '+1 (718) 555-0148',
  phoneHref: 'tel:+17185550148',
  email: 'hello@shutterswap.com',
  latitude: 40.7146,
  longitude: -73.9565,
} as const;

export const CONTACT_ADDRESS_LINE = `${CONTACT.streetAddress}, ${CONTACT.locality}`;
