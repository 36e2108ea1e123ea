import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const CountrySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Country = Static<typeof CountrySchema>;

export const StateSchema = Type.Object({ id: Type.Integer(), stateName: Type.String() });
export type State = Static<typeof StateSchema>;

export const CountryIdParams = Type.Object({ countryId: Id });
