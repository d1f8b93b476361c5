/** The AI Insights Report as a PDF (pdfkit, standard Helvetica: no font files, no network). */
import PDFDocument from 'pdfkit';
import type { ReportData } from './report';

const PURPLE = '#4c1d95';

export function renderReportPdf(data: ReportData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `AI Insights Report for ${data.firstName}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => {
    doc.moveDown(0.8).fillColor(PURPLE).font('Helvetica-Bold').fontSize(15).text(text).moveDown(0.3);
    doc.fillColor('#1f2937').font('Helvetica').fontSize(11);
  };
  const bullets = (list: string[]) => {
    for (const item of list) doc.text(`•  ${item}`, { indent: 8 });
  };

  doc
    .fillColor('#1f2937')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(`AI Insights Report for ${data.firstName}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#4b5563')
    .text(`From your assessment of ${data.attemptDate.toISOString().slice(0, 10)} · Pathscoop`);

  heading('Your interest profile');
  const left = doc.x;
  let y = doc.y;
  for (const x of data.interests) {
    doc
      .fillColor('#1f2937')
      .fontSize(11)
      .text(x.type, left, y + 2, { width: 100 });
    doc.roundedRect(left + 110, y, 300, 14, 7).fill('#ede9fe');
    doc.roundedRect(left + 110, y, Math.max(2, (x.score / 100) * 300), 14, 7).fill('#5b21b6');
    doc.fillColor('#1f2937').text(String(x.score), left + 420, y + 2);
    y += 22;
  }
  doc.x = left;
  doc.y = y + 4;

  const s = data.strengths;
  heading('Your strengths');
  for (const [title, list, insight] of [
    ['Where You Shine', s.top_traits, s.traits_insights],
    ['Things You Do Well', s.top_skills, s.skills_insights],
    ['Activities You Enjoy', s.top_activities, s.activities_insights],
  ] as const) {
    doc.font('Helvetica-Bold').text(title).font('Helvetica');
    bullets([...list]);
    if (insight) doc.text(insight).moveDown(0.4);
  }

  heading('Your top 10 careers and why');
  data.top.forEach((c, i) => {
    doc
      .font('Helvetica-Bold')
      .text(`${i + 1}. ${c.title} (match ${c.match}%)`)
      .font('Helvetica');
    for (const r of c.reasons) doc.text(r, { indent: 14 });
    doc.moveDown(0.2);
  });

  heading('Careers you saved or scored');
  if (data.kept.length) {
    bullets(
      data.kept.map(
        (k) =>
          `${k.title}${k.interested ? ' · saved' : ''}${k.score !== null ? ` · ${k.score}/5 stars` : ''}${k.booked ? ' · mentorship requested' : ''}`,
      ),
    );
  } else doc.text('You have not saved or scored a career yet.');

  heading('Next steps');
  data.nextSteps.forEach((n, i) => {
    doc.text(`${i + 1}. ${n}`);
  });
  doc.end();
  return done;
}
