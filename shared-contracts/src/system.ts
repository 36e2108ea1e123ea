import { Type } from 'typebox';

export const HealthOk = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') });
export const HealthDown = Type.Object({ status: Type.Literal('error'), database: Type.Literal('unreachable') });

/** Module-federation remote name → manifest URL. */
export const RemoteList = Type.Record(Type.String(), Type.String());
