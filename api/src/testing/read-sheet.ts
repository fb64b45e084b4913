// The first sheet of a downloaded .xlsx, read back with exceljs: its name and its rows
// (header row first), each row's cell values in column order.
import ExcelJS from 'exceljs';

export async function readSheet(payload: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet?.name ?? '', rows };
}
