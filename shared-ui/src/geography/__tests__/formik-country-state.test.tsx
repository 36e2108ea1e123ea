import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithPortal, testUsers } from '../../testing';
import { FormikCountryState } from '../formik-country-state';

const STATES: Record<string, { id: number; stateName: string }[]> = {
  '1': [{ id: 11, stateName: 'Texas' }, { id: 12, stateName: 'Ohio' }],
  '2': [{ id: 21, stateName: 'Kerala' }],
};
const server = setupServer(
  http.get('/api/v1/countries/countries', () => HttpResponse.json([{ id: 1, name: 'United States' }, { id: 2, name: 'India' }])),
  http.get('/api/v1/countries/states/:countryId', ({ params }) => HttpResponse.json(STATES[String(params.countryId)] ?? [])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Values = { countryId: number | null; stateId: number | null };
let latest: Values;

function renderPickers(initial: Values = { countryId: null, stateId: null }) {
  return renderWithPortal(
    <Formik<Values> initialValues={initial} onSubmit={() => undefined}>
      {({ values }) => {
        latest = values;
        return <FormikCountryState countryName="countryId" stateName="stateId" />;
      }}
    </Formik>,
    { user: testUsers.admin },
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

test('the state picker waits for a country, then offers its states as numbers', async () => {
  const user = userEvent.setup();
  renderPickers();
  await waitFor(() => expect(screen.getByLabelText('Country')).toBeEnabled());
  expect(screen.getByLabelText('State')).toBeDisabled();
  await choose(user, 'Country', 'United States');
  await waitFor(() => expect(screen.getByLabelText('State')).toBeEnabled());
  await choose(user, 'State', 'Ohio');
  expect(latest).toEqual({ countryId: 1, stateId: 12 });
});

test('choosing another country clears the state', async () => {
  const user = userEvent.setup();
  renderPickers({ countryId: 1, stateId: 11 });
  expect(await screen.findByTitle('Texas')).toBeInTheDocument();
  await choose(user, 'Country', 'India');
  expect(latest).toEqual({ countryId: 2, stateId: null });
});

test('a failed country list says so and can be retried', async () => {
  let calls = 0;
  server.use(
    http.get('/api/v1/countries/countries', () => {
      calls += 1;
      return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json([{ id: 2, name: 'India' }]);
    }),
  );
  const user = userEvent.setup();
  renderPickers();
  await waitFor(() => expect(screen.getByLabelText('Country')).toBeEnabled());
  await user.click(screen.getByLabelText('Country'));
  expect(await screen.findByText('Failed to load countries.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTitle('India')).toBeInTheDocument();
});
