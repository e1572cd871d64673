import { greet } from './greeting';

console.log(greet({ name: 'Asha' }));
