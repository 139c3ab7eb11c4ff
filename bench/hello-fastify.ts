/**
 * A bare Fastify 5 hello-world, the yardstick of bench/lists.ts: the same two routes as the server's
 * `/api/health` and `/api/site-info` answer, with no plugins, no database and no logging.
 *
 *   PORT=8299 node --import tsx bench/hello-fastify.ts
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/site-info', async () => ({
  brand: 'AquaDesk',
  company: { name: 'AquaDesk Environmental Engineering Pvt. Ltd.' },
}));
await app.listen({ port: Number(process.env.PORT ?? '8299'), host: '127.0.0.1' });
