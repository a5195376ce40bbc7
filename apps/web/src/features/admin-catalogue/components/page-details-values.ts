import { PRODUCT_METADATA_LIMITS as LIMITS } from '@store/contract/constants';
import { fieldLabel } from '@store/contract/field-labels';
import {
  type AdminProduct,
  compatibleSoftwareInputSchema,
  fileFormatSchema,
  type UpdateProductRequest,
} from '@store/contract/product';
import { parseFileSize, type SizeUnit, sizeFieldsOf } from './file-size';

/*
 * The product page details of the product form (issue 16, decision 34) as the form holds
 * them: rows of text (react-hook-form's useFieldArray gives each row its own id, so React and
 * focus follow a row when another is removed). What is sent, and what is wrong, are worked
 * out from these.
 */

export interface FileRow {
  name: string;
  format: string;
  size: string;
  unit: SizeUnit;
  /**
   * The stored size of a product being edited, sent back as it was while the size and unit
   * are untouched: the form shows it rounded, and saving must not change it.
   */
  keptBytes?: number | undefined;
}

export interface SoftwareRow {
  software: string;
  versions: string;
}

export interface PageDetailsValues {
  files: FileRow[];
  software: SoftwareRow[];
  resolution: string;
  licenceSummary: string;
}

export const blankPageDetails: PageDetailsValues = {
  files: [],
  software: [],
  resolution: '',
  licenceSummary: '',
};

export const blankFileRow = (): FileRow => ({
  name: '',
  format: '',
  size: '',
  unit: 'MB',
});

export const blankSoftwareRow = (): SoftwareRow => ({
  software: '',
  versions: '',
});

/** The details of a product being edited (each absent when not set). */
export function pageDetailsOf(product: AdminProduct): PageDetailsValues {
  return {
    files: (product.includedFiles ?? []).map((file) => ({
      name: file.name,
      format: file.format,
      ...sizeFieldsOf(file.sizeBytes),
      keptBytes: file.sizeBytes,
    })),
    software: (product.compatibleSoftware ?? []).map((entry) => ({
      software: entry.software,
      versions: entry.versions ?? '',
    })),
    resolution: product.resolution ?? '',
    licenceSummary: product.licenceSummary ?? '',
  };
}

type PageDetailsRequest = Pick<
  UpdateProductRequest,
  'includedFiles' | 'compatibleSoftware' | 'resolution' | 'licenceSummary'
>;

/**
 * What is sent. Editing sends every field, so an emptied list or text clears it ([] and '',
 * as the contract says); a new product sends only what is filled in.
 */
export function pageDetailsRequest(
  values: PageDetailsValues,
  { editing }: { editing: boolean },
): PageDetailsRequest {
  const request: PageDetailsRequest = {
    includedFiles: values.files.map((row) => {
      const parsed = parseFileSize(row.size, row.unit);
      return {
        name: row.name.trim(),
        format: row.format.trim(),
        // An unreadable size never leaves the form (its problem blocks the save).
        sizeBytes: row.keptBytes ?? (parsed.ok ? parsed.bytes : 0),
      };
    }),
    compatibleSoftware: values.software.map((row) => ({
      software: row.software.trim(),
      versions: row.versions.trim(),
    })),
    resolution: values.resolution.trim(),
    licenceSummary: values.licenceSummary.trim(),
  };
  if (editing) return request;
  const { includedFiles, compatibleSoftware, resolution, licenceSummary } = request;
  return {
    ...(includedFiles?.length ? { includedFiles } : {}),
    ...(compatibleSoftware?.length ? { compatibleSoftware } : {}),
    ...(resolution ? { resolution } : {}),
    ...(licenceSummary ? { licenceSummary } : {}),
  };
}

/**
 * Problems by the field's path inside the section, as the form names its fields:
 * `files.0.name`, `software.1.versions`, `resolution`.
 */
export type DetailProblems = Record<string, string>;

/** What is wrong before sending, by field id, in the same words as the server's. */
export function pageDetailsProblems(values: PageDetailsValues): DetailProblems {
  const problems: DetailProblems = {};
  values.files.forEach((row, index) => {
    if (row.name.trim() === '') problems[`files.${index}.name`] = 'Name is required';
    else if (row.name.trim().length > LIMITS.fileNameMax)
      problems[`files.${index}.name`] = `Name must be at most ${LIMITS.fileNameMax} characters`;
    const format = fileFormatSchema.safeParse(row.format);
    if (!format.success) {
      problems[`files.${index}.format`] = `Format ${format.error.issues[0]?.message}`;
    }
    if (row.keptBytes === undefined) {
      const size = parseFileSize(row.size, row.unit);
      if (!size.ok) problems[`files.${index}.size`] = size.error;
    }
  });
  values.software.forEach((row, index) => {
    if (row.software.trim() === '') problems[`software.${index}.software`] = 'Software is required';
  });
  // The rest of the software rules (lengths) as the contract words them.
  const software = compatibleSoftwareInputSchema.safeParse(
    values.software.map((row) => ({ software: row.software, versions: row.versions })),
  );
  if (!software.success) {
    for (const issue of software.error.issues) {
      const [index, field] = issue.path;
      if (typeof index === 'number' && (field === 'software' || field === 'versions')) {
        problems[`software.${index}.${field}`] ??=
          `${field === 'software' ? 'Software' : 'Versions'} ${issue.message}`;
      }
    }
  }
  if (values.resolution.trim().length > LIMITS.resolutionMax) {
    problems.resolution = `Resolution must be at most ${LIMITS.resolutionMax} characters`;
  }
  if (values.licenceSummary.trim().length > LIMITS.licenceSummaryMax) {
    problems.licenceSummary = `Licence summary must be at most ${LIMITS.licenceSummaryMax} characters`;
  }
  return problems;
}

/**
 * Which field of the section the server's refusal names ("Included file 2, file format must
 * be …" → `files.1.format`), so its message shows next to that field. The
 * sentence starts with the field's label, as the server words every 400 (issueSentence).
 */
export function fieldOfServerError(
  message: string | undefined,
  values: PageDetailsValues,
): string | undefined {
  if (!message) return undefined;
  const candidates: [string, readonly PropertyKey[]][] = [];
  values.files.forEach((_, index) => {
    candidates.push([`files.${index}.name`, ['includedFiles', index, 'name']]);
    candidates.push([`files.${index}.format`, ['includedFiles', index, 'format']]);
    candidates.push([`files.${index}.size`, ['includedFiles', index, 'sizeBytes']]);
  });
  values.software.forEach((_, index) => {
    candidates.push([`software.${index}.software`, ['compatibleSoftware', index, 'software']]);
    candidates.push([`software.${index}.versions`, ['compatibleSoftware', index, 'versions']]);
  });
  candidates.push(['files', ['includedFiles']]);
  candidates.push(['software', ['compatibleSoftware']]);
  candidates.push(['resolution', ['resolution']]);
  candidates.push(['licenceSummary', ['licenceSummary']]);
  return candidates.find(([, path]) => {
    const label = fieldLabel(path);
    return message.startsWith(`${label} `) || message.startsWith(`${label}:`);
  })?.[0];
}
