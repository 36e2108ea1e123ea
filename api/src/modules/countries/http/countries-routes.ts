import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, CountryIdParams, CountrySchema, StateSchema } from '@portal/shared-contracts';

const countriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/countries',
    { schema: { tags: ['geography'], summary: 'All countries by name', response: { 200: Type.Array(CountrySchema), ...authErrors } } },
    async () => app.repos.countries.listCountries(),
  );

  app.get(
    '/states/:countryId',
    {
      schema: {
        tags: ['geography'],
        summary: "A country's states by name (empty for an unknown country)",
        params: CountryIdParams,
        response: { 200: Type.Array(StateSchema), ...authErrors },
      },
    },
    async (request) => app.repos.countries.listStates(request.params.countryId),
  );
};

export default countriesRoutes;
