/**
 * Multipart bodies (core §7: category, brand and box forms send their image as multipart/form-data).
 * Files and react-admin's file input values ({rawFile, src, title}) go as files, arrays and
 * objects as JSON text (the spec's `chooseProduct (JSON)`, `category (JSON)`), everything else
 * as text. null and undefined are left out.
 */

interface FileInputValue {
  rawFile: Blob;
}

function isFileInputValue(value: unknown): value is FileInputValue {
  return typeof value === 'object' && value !== null && 'rawFile' in value && (value as FileInputValue).rawFile instanceof Blob;
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(key, value);
  else if (isFileInputValue(value)) form.append(key, value.rawFile);
  else if (value instanceof Date) form.append(key, value.toISOString());
  else if (typeof value === 'object') form.append(key, JSON.stringify(value));
  else form.append(key, String(value));
}

export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) appendField(form, key, value);
  return form;
}
