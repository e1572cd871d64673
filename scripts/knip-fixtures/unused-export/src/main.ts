import { greet } from './greeting';

console.log(greet('Asha'));
