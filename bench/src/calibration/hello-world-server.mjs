// The yardstick for "this kind of machine": a bare Fastify answering a constant. Run as its own process,
// like the API, and told its port through the environment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('listening');
