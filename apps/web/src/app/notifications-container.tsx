/**
 * The notifications container, loaded with the first notice (providers.tsx). A module of its own so
 * that the entry, which imports only the notifications store, does not take in the container.
 */
export { Notifications } from '@mantine/notifications';
