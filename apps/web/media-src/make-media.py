#!/usr/bin/env python3
"""Builds the assessment videos (our own slides) into ../public/media: SVG slides -> PNG (headless Chromium)
-> H.264 MP4 with cross-fades (ffmpeg), a poster JPEG and a WebVTT captions track per video.
Run: python3 make-media.py   (needs /usr/bin/chromium and ffmpeg)."""
import os, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), 'public', 'media')
W, H = 1280, 720
SLIDE = 4.0   # seconds per slide
FADE = 0.6

CONE = '''<g transform="translate({x},{y}) scale({s})">
  <path d="M-40 0 L0 110 L40 0 Z" fill="#e8a85c"/>
  <path d="M-30 20 L30 20 M-24 40 L24 40 M-17 60 L17 60 M-10 80 L10 80" stroke="#8a5420" stroke-width="4"/>
  <circle cx="0" cy="-30" r="46" fill="{c1}"/>
  <circle cx="0" cy="-92" r="36" fill="{c2}"/>
  <circle cx="-14" cy="-104" r="8" fill="#ffffff" opacity=".5"/>
</g>'''

def slide(bg, title, lines, art='', accent='#c72f57', kicker=''):
    t = ''.join(f'<text x="80" y="{420 + i * 58}" font-size="40" fill="#3d3752">{l}</text>' for i, l in enumerate(lines))
    k = f'<text x="80" y="230" font-size="30" font-weight="700" letter-spacing="4" fill="{accent}">{kicker}</text>' if kicker else ''
    return f'''<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">
<rect width="{W}" height="{H}" fill="{bg}"/>
<circle cx="1130" cy="120" r="220" fill="#ffffff" opacity=".35"/>
<circle cx="1180" cy="650" r="140" fill="#ffffff" opacity=".25"/>
<g font-family="DejaVu Sans, sans-serif">{k}
<text x="80" y="320" font-size="68" font-weight="700" fill="#1f1a2e">{title}</text>{t}</g>
{art}
<text x="80" y="670" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="700" fill="{accent}">Pathscoop</text>
</svg>'''

def shield(x, y, color, letter):
    return f'''<g transform="translate({x},{y})"><path d="M0 -90 L80 -60 L70 40 Q40 90 0 110 Q-40 90 -70 40 L-80 -60 Z" fill="{color}"/>
<text x="0" y="30" text-anchor="middle" font-family="DejaVu Sans" font-size="90" font-weight="700" fill="#fffaf3">{letter}</text></g>'''

VIDEOS = {
  'intro': [
    (slide('#ffe0e7', 'Welcome to Pathscoop', ['Let’s find careers that fit you,', 'one scoop at a time.'], CONE.format(x=1010, y=420, s=1.6, c1='#e5476e', c2='#2bb58c'), kicker='HELLO, CAREER EXPLORER'),
     'Welcome to Pathscoop. Let’s find careers that fit you, one scoop at a time.'),
    (slide('#fbecd9', '4 short scenarios', ['About 10 to 15 minutes in total.', 'No right or wrong answers.'], CONE.format(x=1010, y=430, s=1.4, c1='#e8a85c', c2='#ffc2d0'), accent='#8a5420', kicker='HOW IT WORKS'),
     'There are 4 short scenarios. They take about 10 to 15 minutes, and there are no right or wrong answers.'),
    (slide('#dcf7ee', 'Scenario 1: Game day', ['Pick a team: The Titans or The Dragons,', 'then rate activities from 1 to 5.'], shield(1010, 520, '#2bb58c', 'T') + shield(1170, 520, '#c72f57', 'D'), accent='#17785b', kicker='SCENARIO 1'),
     'Scenario 1: pick a team, The Titans or The Dragons, then rate activities from 1 to 5.'),
    (slide('#fff1f4', 'Scenario 2: Your skill cone', ['Drop each skill onto the cone:', 'the top scoop is what you do best.'], CONE.format(x=1020, y=430, s=1.6, c1='#c72f57', c2='#e5476e'), kicker='SCENARIO 2'),
     'Scenario 2: drop each skill onto the ice-cream cone. The top scoop is what you do best.'),
    (slide('#fbecd9', 'Scenarios 3 and 4', ['Slide the biscuit for what matters to you,', 'then rank your top 3 types.'], '<g transform="translate(1030,380)"><rect x="-150" y="-20" width="300" height="40" rx="20" fill="#e8a85c"/><circle cx="40" cy="0" r="44" fill="#8a5420"/><circle cx="25" cy="-12" r="6" fill="#fbecd9"/><circle cx="55" cy="10" r="6" fill="#fbecd9"/></g>', accent='#8a5420', kicker='SCENARIOS 3 AND 4'),
     'Scenarios 3 and 4: slide the biscuit for what matters to you, then rank your top 3 types.'),
    (slide('#ffe0e7', 'Your top 10 careers', ['From over 840 real careers,', 'explained in plain words. Let’s start!'], CONE.format(x=1010, y=420, s=1.6, c1='#2bb58c', c2='#e5476e'), kicker='AND THEN…'),
     'At the end you get your top 10 careers from over 840 real careers, explained in plain words. Let’s start!'),
  ],
  'scenario-1': [
    (slide('#dcf7ee', 'The big game day', ['Your school is holding a games day', 'and two teams want you to join.'], shield(1010, 520, '#2bb58c', 'T') + shield(1170, 520, '#c72f57', 'D'), accent='#17785b', kicker='SCENARIO 1'),
     'Scenario 1. Your school is holding a games day, and two teams want you to join.'),
    (slide('#dcf7ee', 'The Titans', ['Each question shows what The Titans', 'would do. Read, then compare.'], shield(1120, 500, '#2bb58c', 'T'), accent='#17785b', kicker='TEAM ONE'),
     'Each question shows what The Titans would do. Read it, then compare.'),
    (slide('#fff1f4', 'The Dragons', ['The Dragons do it another way.', 'Choose the team that sounds like you.'], shield(1120, 500, '#c72f57', 'D'), kicker='TEAM TWO'),
     'The Dragons do it another way. Choose the team that sounds more like you.'),
    (slide('#fbecd9', 'Then rate activities', ['1 means Not at all likely,', '5 means Extremely likely.'], CONE.format(x=1010, y=430, s=1.4, c1='#e8a85c', c2='#2bb58c'), accent='#8a5420', kicker='LAST PART'),
     'Then rate each activity: 1 means Not at all likely, 5 means Extremely likely.'),
  ],
}

def ts(sec):
    m, s = divmod(sec, 60)
    return f'00:{int(m):02d}:{s:06.3f}'

for name, slides in VIDEOS.items():
    with tempfile.TemporaryDirectory() as tmp:
        pngs = []
        for i, (svg, _) in enumerate(slides):
            svg_path = os.path.join(tmp, f'{i}.svg'); png = os.path.join(tmp, f'{i}.png')
            open(svg_path, 'w').write(svg)
            subprocess.run(['/usr/bin/chromium', '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars',
                            f'--window-size={W},{H}', f'--screenshot={png}', f'file://{svg_path}'],
                           check=True, capture_output=True)
            pngs.append(png)
        args = ['ffmpeg', '-y', '-loglevel', 'error']
        for p in pngs:
            args += ['-loop', '1', '-t', str(SLIDE + FADE), '-i', p]
        chain, last = [], '[0:v]'
        for i in range(1, len(pngs)):
            out = f'[v{i}]'
            chain.append(f'{last}[{i}:v]xfade=transition=fade:duration={FADE}:offset={i * SLIDE}{out}')
            last = out
        chain.append(f'{last}format=yuv420p,fps=24[out]')
        args += ['-filter_complex', ';'.join(chain), '-map', '[out]', '-c:v', 'libx264', '-preset', 'slow',
                 '-crf', '30', '-tune', 'stillimage', '-movflags', '+faststart', os.path.join(OUT, f'{name}.mp4')]
        subprocess.run(args, check=True)
        subprocess.run(['ffmpeg', '-y', '-loglevel', 'error', '-i', pngs[0], '-q:v', '4',
                        os.path.join(OUT, f'{name}-poster.jpg')], check=True)
    cues = ['WEBVTT', '']
    for i, (_, text) in enumerate(slides):
        start = i * SLIDE + (0 if i == 0 else FADE / 2)
        end = (i + 1) * SLIDE + (FADE / 2 if i < len(slides) - 1 else FADE)
        cues += [f'{i + 1}', f'{ts(start)} --> {ts(end)}', text, '']
    open(os.path.join(OUT, f'{name}.en.vtt'), 'w').write('\n'.join(cues))
    print(name, os.path.getsize(os.path.join(OUT, f'{name}.mp4')), 'bytes')
