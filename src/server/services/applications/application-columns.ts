import type { TCreateApplicationRequest } from '@/domain/schemas';
import type { NewApplication } from '@/server/db';
import { priceApplication } from './pricing-view';

/**
 * The step-1 answers as applications columns, priced by the server. Creating and editing a
 * draft both write exactly these, so a new step-1 field is mapped in one place.
 */
export function applicationColumns(input: TCreateApplicationRequest) {
  const pricing = priceApplication(input);
  return {
    visaType: input.visaType,
    processingTime: input.processingTime,
    transportation: input.transportation,
    portOfArrival: input.portOfArrival,
    email: input.email,
    countryCode: input.countryCode,
    phone: input.phone,
    numberOfApplicants: input.numberOfApplicants,
    travelInsurance: input.travelInsurance,
    travelEsim: input.travelEsim,
    language: input.language,
    pricing,
    totalAmount: pricing.totalAmount,
    currency: pricing.currency,
  } satisfies Partial<NewApplication>;
}
