// Indian immigration check posts. Airports are e-Visa designated airports (IATA codes);
// seaports use UN/LOCODEs; land crossings use kebab-case ids. Sorted by kind, then city.
export type PortKind = 'airport' | 'seaport' | 'land';
export interface Port {
  code: string; // airports: IATA 3 letters; seaports: UN/LOCODE starting with IN; land: kebab-case id
  name: string;
  city: string;
  kind: PortKind;
}

/**
 * The seaports where an e-Visa holder may arrive. The other seaports are immigration check
 * posts for departure only (like the land crossings).
 */
const eVisaEntrySeaports = new Set(['INMAA', 'INCOK', 'INMRM', 'INNML', 'INBOM']);

/** True where an e-Visa holder may arrive: every designated airport, five seaports. */
export function allowsEVisaEntry(port: Port): boolean {
  return port.kind === 'airport' || (port.kind === 'seaport' && eVisaEntrySeaports.has(port.code));
}

const airports: readonly Port[] = [
  {
    code: 'AMD',
    name: 'Sardar Vallabhbhai Patel International Airport',
    city: 'Ahmedabad',
    kind: 'airport',
  },
  {
    code: 'ATQ',
    name: 'Sri Guru Ram Dass Jee International Airport',
    city: 'Amritsar',
    kind: 'airport',
  },
  { code: 'BLR', name: 'Kempegowda International Airport', city: 'Bengaluru', kind: 'airport' },
  { code: 'MAA', name: 'Chennai International Airport', city: 'Chennai', kind: 'airport' },
  { code: 'GOI', name: 'Goa International Airport (Dabolim)', city: 'Goa', kind: 'airport' },
  {
    code: 'GAU',
    name: 'Lokpriya Gopinath Bordoloi International Airport',
    city: 'Guwahati',
    kind: 'airport',
  },
  { code: 'HYD', name: 'Rajiv Gandhi International Airport', city: 'Hyderabad', kind: 'airport' },
  { code: 'JAI', name: 'Jaipur International Airport', city: 'Jaipur', kind: 'airport' },
  { code: 'COK', name: 'Cochin International Airport', city: 'Kochi', kind: 'airport' },
  {
    code: 'CCU',
    name: 'Netaji Subhas Chandra Bose International Airport',
    city: 'Kolkata',
    kind: 'airport',
  },
  { code: 'CCJ', name: 'Calicut International Airport', city: 'Kozhikode', kind: 'airport' },
  {
    code: 'LKO',
    name: 'Chaudhary Charan Singh International Airport',
    city: 'Lucknow',
    kind: 'airport',
  },
  { code: 'IXE', name: 'Mangaluru International Airport', city: 'Mangaluru', kind: 'airport' },
  {
    code: 'BOM',
    name: 'Chhatrapati Shivaji Maharaj International Airport',
    city: 'Mumbai',
    kind: 'airport',
  },
  {
    code: 'NAG',
    name: 'Dr. Babasaheb Ambedkar International Airport',
    city: 'Nagpur',
    kind: 'airport',
  },
  { code: 'DEL', name: 'Indira Gandhi International Airport', city: 'New Delhi', kind: 'airport' },
  { code: 'PNQ', name: 'Pune International Airport', city: 'Pune', kind: 'airport' },
  {
    code: 'TRV',
    name: 'Thiruvananthapuram International Airport',
    city: 'Thiruvananthapuram',
    kind: 'airport',
  },
  {
    code: 'TRZ',
    name: 'Tiruchirappalli International Airport',
    city: 'Tiruchirappalli',
    kind: 'airport',
  },
  {
    code: 'VNS',
    name: 'Lal Bahadur Shastri International Airport',
    city: 'Varanasi',
    kind: 'airport',
  },
];

const seaports: readonly Port[] = [
  { code: 'INMAA', name: 'Chennai Port', city: 'Chennai', kind: 'seaport' },
  { code: 'INMRM', name: 'Mormugao Port', city: 'Goa', kind: 'seaport' },
  { code: 'INIXY', name: 'Deendayal Port (Kandla)', city: 'Kandla', kind: 'seaport' },
  { code: 'INCOK', name: 'Cochin Port', city: 'Kochi', kind: 'seaport' },
  {
    code: 'INCCU',
    name: 'Syama Prasad Mookerjee Port (Kolkata Port)',
    city: 'Kolkata',
    kind: 'seaport',
  },
  { code: 'INNML', name: 'New Mangalore Port', city: 'Mangaluru', kind: 'seaport' },
  { code: 'INBOM', name: 'Mumbai Port', city: 'Mumbai', kind: 'seaport' },
  { code: 'INIXZ', name: 'Port Blair Port', city: 'Port Blair', kind: 'seaport' },
  { code: 'INTUT', name: 'V.O. Chidambaranar Port', city: 'Thoothukudi', kind: 'seaport' },
  { code: 'INVTZ', name: 'Visakhapatnam Port', city: 'Visakhapatnam', kind: 'seaport' },
];

const landCrossings: readonly Port[] = [
  {
    code: 'agartala',
    name: 'Agartala (Akhaura) Integrated Check Post',
    city: 'Agartala',
    kind: 'land',
  },
  { code: 'wagah', name: 'Attari-Wagah Integrated Check Post', city: 'Amritsar', kind: 'land' },
  { code: 'dawki', name: 'Dawki Integrated Check Post', city: 'Dawki', kind: 'land' },
  { code: 'karimganj', name: 'Sutarkandi Integrated Check Post', city: 'Karimganj', kind: 'land' },
  { code: 'moreh', name: 'Moreh Integrated Check Post', city: 'Moreh', kind: 'land' },
  { code: 'raxaul', name: 'Raxaul Integrated Check Post', city: 'Raxaul', kind: 'land' },
  { code: 'siliguri', name: 'Panitanki Land Check Post', city: 'Siliguri', kind: 'land' },
];

export const ports: readonly Port[] = [...airports, ...seaports, ...landCrossings];

/** Arrival ports for step 1's transportation choice (only where an e-Visa holder may enter). */
export function portsFor(transportation: 'airports' | 'seaports'): readonly Port[] {
  const kind: PortKind = transportation === 'airports' ? 'airport' : 'seaport';
  return ports.filter((p) => p.kind === kind && allowsEVisaEntry(p));
}

export function findPort(code: string): Port | undefined {
  return ports.find((p) => p.code === code);
}

/** e-Visa holders may enter only through designated airports and seaports. */
export function isEntryPort(code: string): boolean {
  const port = findPort(code);
  return port !== undefined && allowsEVisaEntry(port);
}

/** Exit is allowed through any immigration check post, land crossings included. */
export function isExitPort(code: string): boolean {
  return findPort(code) !== undefined;
}
