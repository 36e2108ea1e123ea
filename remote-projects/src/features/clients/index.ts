// What the projects feature takes from clients: the client options its form and filters pick from.
export { useGetClientOptionsQuery } from './api/clients-dropdown-api';
