/**
 * The ceiling: the same Fastify answering fixed JSON from memory (the bodies the real server gave
 * for the same URLs), with the same compression. Nothing can be faster than this on this machine.
 */
import Fastify from 'fastify';
import compress from '@fastify/compress';

const bodies: Record<string, string> = JSON.parse(process.env.CEILING_BODIES ?? '{}');
const app = Fastify({ logger: false });
await app.register(compress, { threshold: 1024 });
app.get('/*', (request, reply) => {
  const body = bodies[request.url];
  if (body === undefined) return reply.status(404).send({ error: 'not in the ceiling set' });
  return reply.type('application/json').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('READY');
