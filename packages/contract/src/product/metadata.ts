import * as z from 'zod/mini';
import { nonNegativeInt, requiredText, requiredTrimmedText } from '../common/index.js';
import { PRODUCT_METADATA_LIMITS as LIMITS } from '../constants/index.js';

/*
 * Product page details an admin sets (issue 16): the files in the download, the software it
 * works in, its resolution or aspect, and a licence summary. All optional; a reply carries
 * each one only when it is set, so products without them answer exactly as before.
 */

/**
 * A file format as the store keeps it: upper case without a leading dot ('.cube' → 'CUBE'),
 * letters and digits only. Product forms and the format filter read it the same way.
 */
export const fileFormatSchema = z.pipe(
  z.pipe(
    requiredText().check(z.trim()),
    z.transform((value: string) => value.replace(/^\./, '').toUpperCase()),
  ),
  z
    .string()
    .check(
      z.minLength(1, 'is required'),
      z.maxLength(LIMITS.formatMax, `must be at most ${LIMITS.formatMax} characters`),
      z.regex(/^[\p{L}\p{N}]+$/u, 'must be letters and digits, such as CUBE or XMP'),
    ),
);

const sizeBytesSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number of bytes'),
  })
  .check(
    z.int('must be a whole number of bytes'),
    z.gte(0, 'must be at least 0'),
    z.lte(LIMITS.fileSizeMaxBytes, 'must be at most 100 GB'),
  );

/** One file of the download, as sent by the product form. */
export const includedFileInputSchema = z.object(
  {
    name: requiredTrimmedText(LIMITS.fileNameMax),
    format: fileFormatSchema,
    sizeBytes: sizeBytesSchema,
  },
  { error: 'must be a file with a name, format and size' },
);

/** The files of the download, in display order; [] clears the list. */
export const includedFilesInputSchema = z
  .array(includedFileInputSchema, { error: 'must be a list of files' })
  .check(z.maxLength(LIMITS.filesMax, `must have at most ${LIMITS.filesMax} files`));

/** Optional text that '' (or null) clears. */
const clearableText = (max: number) =>
  z.pipe(
    z.nullable(
      z
        .string({ error: 'must be text' })
        .check(z.trim(), z.maxLength(max, `must be at most ${max} characters`)),
    ),
    z.transform((value: string | null) => value || null),
  );

/**
 * Programs the product works in besides its sub-category's tool ({ software, versions? }),
 * in display order; a name listed twice (in any case) is kept once. [] clears the list.
 */
export const compatibleSoftwareInputSchema = z.pipe(
  z
    .array(
      z.object(
        {
          software: requiredTrimmedText(LIMITS.softwareNameMax),
          versions: z.optional(clearableText(LIMITS.versionsMax)),
        },
        { error: 'must be a program with an optional versions text' },
      ),
      { error: 'must be a list of programs' },
    )
    .check(z.maxLength(LIMITS.softwareMax, `must have at most ${LIMITS.softwareMax} programs`)),
  z.transform((list: { software: string; versions?: string | null | undefined }[]) => {
    const seen = new Set<string>();
    const out: { software: string; versions?: string }[] = [];
    for (const { software, versions } of list) {
      const key = software.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(versions ? { software, versions } : { software });
    }
    return out;
  }),
);

/** The product form's optional detail fields (create and update). */
export const productMetadataInputShape = {
  includedFiles: z.optional(includedFilesInputSchema),
  compatibleSoftware: z.optional(compatibleSoftwareInputSchema),
  /** e.g. '4K UHD (3840×2160)', '9:16 vertical'; '' clears it. */
  resolution: z.optional(clearableText(LIMITS.resolutionMax)),
  /** A short plain-text summary of what the licence allows; '' clears it. */
  licenceSummary: z.optional(clearableText(LIMITS.licenceSummaryMax)),
};

/** The detail fields in a reply: each present only when set. */
export const productMetadataShape = {
  includedFiles: z.optional(
    z.array(z.object({ name: z.string(), format: z.string(), sizeBytes: nonNegativeInt() })),
  ),
  compatibleSoftware: z.optional(
    z.array(z.object({ software: z.string(), versions: z.optional(z.string()) })),
  ),
  resolution: z.optional(z.string()),
  licenceSummary: z.optional(z.string()),
};
export type ProductMetadata = z.infer<z.ZodMiniObject<typeof productMetadataShape>>;
