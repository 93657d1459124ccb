/** Types of the part of mammoth (Word .docx reader, no types of its own) that docx.ts uses. */
declare module 'mammoth' {
  type Input = { buffer: Buffer } | { arrayBuffer: ArrayBuffer } | { path: string };
  type Result = { value: string; messages: { type: string; message: string }[] };
  const mammoth: { extractRawText(input: Input): Promise<Result> };
  export default mammoth;
}
