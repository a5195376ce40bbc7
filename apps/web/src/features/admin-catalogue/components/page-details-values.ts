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
 * them: rows of text, each with a key of its own so React and focus follow a row when
 * another is removed. What is sent, and what is wrong, are worked out from these.
 */

export interface FileRow {
  key: string;
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
  key: string;
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

let lastKey = 0;
export const newRowKey = () => `row${++lastKey}`;

export const blankFileRow = (): FileRow => ({
  key: newRowKey(),
  name: '',
  format: '',
  size: '',
  unit: 'MB',
});

export const blankSoftwareRow = (): SoftwareRow => ({
  key: newRowKey(),
  software: '',
  versions: '',
});

/** The details of a product being edited (each absent when not set). */
export function pageDetailsOf(product: AdminProduct): PageDetailsValues {
  return {
    files: (product.includedFiles ?? []).map((file) => ({
      key: newRowKey(),
      name: file.name,
      format: file.format,
      ...sizeFieldsOf(file.sizeBytes),
      keptBytes: file.sizeBytes,
    })),
    software: (product.compatibleSoftware ?? []).map((entry) => ({
      key: newRowKey(),
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

/** Field ids of the section: `file:<key>:name`, `software:<key>:versions`, `resolution`. */
export type DetailProblems = Record<string, string>;

/** What is wrong before sending, by field id, in the same words as the server's. */
export function pageDetailsProblems(values: PageDetailsValues): DetailProblems {
  const problems: DetailProblems = {};
  for (const row of values.files) {
    if (row.name.trim() === '') problems[`file:${row.key}:name`] = 'Name is required';
    else if (row.name.trim().length > LIMITS.fileNameMax)
      problems[`file:${row.key}:name`] = `Name must be at most ${LIMITS.fileNameMax} characters`;
    const format = fileFormatSchema.safeParse(row.format);
    if (!format.success) {
      problems[`file:${row.key}:format`] = `Format ${format.error.issues[0]?.message}`;
    }
    if (row.keptBytes === undefined) {
      const size = parseFileSize(row.size, row.unit);
      if (!size.ok) problems[`file:${row.key}:size`] = size.error;
    }
  }
  values.software.forEach((row) => {
    if (row.software.trim() === '')
      problems[`software:${row.key}:software`] = 'Software is required';
  });
  // The rest of the software rules (lengths) as the contract words them.
  const software = compatibleSoftwareInputSchema.safeParse(
    values.software.map((row) => ({ software: row.software, versions: row.versions })),
  );
  if (!software.success) {
    for (const issue of software.error.issues) {
      const [index, field] = issue.path;
      const row = typeof index === 'number' ? values.software[index] : undefined;
      if (row && (field === 'software' || field === 'versions')) {
        problems[`software:${row.key}:${field}`] ??=
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
 * be …" → `file:<key of row 2>:format`), so its message shows next to that field. The
 * sentence starts with the field's label, as the server words every 400 (issueSentence).
 */
export function fieldOfServerError(
  message: string | undefined,
  values: PageDetailsValues,
): string | undefined {
  if (!message) return undefined;
  const candidates: [string, readonly PropertyKey[]][] = [];
  values.files.forEach((row, index) => {
    candidates.push([`file:${row.key}:name`, ['includedFiles', index, 'name']]);
    candidates.push([`file:${row.key}:format`, ['includedFiles', index, 'format']]);
    candidates.push([`file:${row.key}:size`, ['includedFiles', index, 'sizeBytes']]);
  });
  values.software.forEach((row, index) => {
    candidates.push([`software:${row.key}:software`, ['compatibleSoftware', index, 'software']]);
    candidates.push([`software:${row.key}:versions`, ['compatibleSoftware', index, 'versions']]);
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
