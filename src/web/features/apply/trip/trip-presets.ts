import { isProcessingTime, isVisaType, type ProcessingTime, type VisaType } from '@/domain/visa';
import type { TripDefaults } from './trip-values';

/**
 * Choices made on an information page before the wizard: 'Apply now' on a visa type
 * (/apply/trip?visaType=business) and 'Choose this option' on the processing page
 * (?processingTime=urgent). Unknown values are ignored.
 */
export interface TripPresets {
  visaType?: VisaType;
  processingTime?: ProcessingTime;
}

export function readTripPresets(search: string): TripPresets {
  const params = new URLSearchParams(search);
  const presets: TripPresets = {};
  const visaType = params.get('visaType');
  const processingTime = params.get('processingTime');
  if (isVisaType(visaType)) presets.visaType = visaType;
  if (isProcessingTime(processingTime)) presets.processingTime = processingTime;
  return presets;
}

/** A preset that differs from what the application in progress already says. */
export type PresetConflict =
  | { field: 'visaType'; chosen: VisaType; current: VisaType }
  | { field: 'processingTime'; chosen: ProcessingTime; current: ProcessingTime };

/**
 * Applies the presets to the form's starting values. A field still unanswered takes the preset
 * at once; a field the applicant already answered differently is left alone and reported, so the
 * applicant is asked which to keep rather than having their answer replaced silently.
 */
export function applyTripPresets(
  values: TripDefaults,
  presets: TripPresets,
): { values: TripDefaults; conflicts: PresetConflict[] } {
  const next = { ...values };
  const conflicts: PresetConflict[] = [];
  if (presets.visaType) {
    if (!values.visaType) next.visaType = presets.visaType;
    else if (values.visaType !== presets.visaType)
      conflicts.push({ field: 'visaType', chosen: presets.visaType, current: values.visaType });
  }
  if (presets.processingTime) {
    if (!values.processingTime) next.processingTime = presets.processingTime;
    else if (values.processingTime !== presets.processingTime)
      conflicts.push({
        field: 'processingTime',
        chosen: presets.processingTime,
        current: values.processingTime,
      });
  }
  return { values: next, conflicts };
}
