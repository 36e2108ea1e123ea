import { toClientOptions } from '../api/clients-dropdown-api';

test('client options are read from a bare list, a {data} page, or items named clientName', () => {
  expect(toClientOptions([{ id: 1, name: 'Acme Corp' }])).toEqual([{ id: 1, name: 'Acme Corp' }]);
  expect(toClientOptions({ data: [{ id: '2', name: 'Globex', email: 'x' }], total: 1 })).toEqual([{ id: 2, name: 'Globex' }]);
  expect(toClientOptions([{ id: 3, clientName: 'Initech' }])).toEqual([{ id: 3, name: 'Initech' }]);
});

test('anything unreadable gives no options instead of breaking the picker', () => {
  expect(toClientOptions(null)).toEqual([]);
  expect(toClientOptions('Internal Server Error')).toEqual([]);
  expect(toClientOptions([{ name: 'No id' }, null, { id: 4 }])).toEqual([]);
});
