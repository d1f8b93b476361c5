/**
 * The risk lexicon (docs/companions.md, "Safety"): rules of the risk classifier, written from public
 * guidance on how young people talk about these things (crisis-line warning signs, grooming
 * research), in English and Spanish. Patterns use match.ts's syntax (words normalised by text.ts:
 * ASCII, no apostrophes — "don't" is "dont", "mí" is "mi").
 *
 * Each rule gives `points` to its category; a message (or a conversation, classifier.ts) is
 * flagged in a category at THRESHOLD points. Severity: `critical` (suicidal thoughts, plans and
 * means, grooming, abuse, threats with weapons) is e-mailed to the safeguarding address at once;
 * `high` and `medium` go to the operators' queue. `ambiguous` rules are words that ordinary career
 * questions use too ("suicide prevention counselor", "drug rep"): they count only outside a career
 * or joking frame. Tuned on the development half of the evaluation set only.
 */
export type RiskCategory =
  | 'self-harm'
  | 'grooming'
  | 'abuse'
  | 'violence'
  | 'eating'
  | 'bullying'
  | 'drugs'
  | 'sexual';

export type Severity = 'medium' | 'high' | 'critical';

export type Rule = {
  id: string;
  category: RiskCategory;
  points: number;
  severity: Severity;
  patterns: string[];
  ambiguous?: boolean;
};

export const THRESHOLD = 3;

const r = (
  id: string,
  category: RiskCategory,
  points: number,
  severity: Severity,
  patterns: string[],
  ambiguous = false,
): Rule => ({ id, category, points, severity, patterns, ambiguous });

const SELF = 'myself|meself|myslf|mysef|myselff';
const FAMILY =
  'dad|daddy|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|step|parents|parent|uncle|aunt|cousin|brother|sister|grandpa|grandfather|bf|boyfriend|papa|mama|padre|madre|padres|papas|padrastro|madrastra|tio|tia|primo!|prima!|primos!|primas!|hermano|abuelo|novio|grandma|grandmother|abuela|guardian';
const ACTOR =
  'guy|man|men|dude|older|adult|grown|stranger|someone|somebody|coach|tutor|mentor|recruiter|scout|agent|agency|youtuber|he|hes|him|senor|hombre|tipo|chavo|adulto|entrenador|reclutador|dijo|pidio|dice|quiere!|quieren!|teacher|counselor|therapist|pastor|priest|boss|manager|doctor|profesor|profe|maestro|jefe';
const APPS =
  'online|internet|discord|roblox|game|gaming|insta|instagram|tiktok|snap|snapchat|fortnite|omegle|whatsapp|telegram|kik|minecraft|juego|dm|dmd|dms';
const ED_TOPIC =
  'eat|eating|ate|food|foods|meal|meals|calorie|calories|weight|weigh|pounds|lbs|kilos|diet|dieting|comer|comida|comi|peso|dieta|hungry|hambre|fat|thin|thinner|skinny|gorda|flaca|body|cuerpo';
const ED_DISTRESS =
  'hide|hiding|lie|lying|purge|purging|starve|starving|restrict|restricting|skip|skipping|fast|fasting|guilty|guilt|ashamed|disgusting|gross|scared|afraid|panic|obsessed|punish|miedo|culpa|asco|esconder|escondo|vomit|vomiting|vomito|puke|binge|laxatives|thinner|smaller|huge|gordo|gorda';
const KIN =
  'cousin|brother|sister|uncle|aunt|sibling|dad|mom|father|mother|grandpa|grandma|primo|prima|hermano|hermana|tio|tia|papa|mama|abuelo|abuela';
const SCHOOL_TOPIC =
  'bullying|cyberbullying|vaping|vape|drugs|drug|addiction|alcohol|alcoholism|suicide|eating|anorexia|bulimia|abuse|violence|harassment|smoking|overdoses|opioids|acoso|ciberacoso|drogas|adicciones|adiccion|suicidio|violencia|alcoholismo|anorexia|bulimia|maltrato|vapeo';
const PHOTO =
  'pic|pics|photo|photos|picture|pictures|selfie|selfies|video|videos|vid|vids|foto|fotos|imagen|camera|camara';

export const RULES: Rule[] = [
  // ── Suicide and self-harm ────────────────────────────────────────────────────────────────
  r('sh-direct', 'self-harm', 3, 'critical', [
    // Twenty-fourth round (tx24-): "emt class talked about overdoses and now i cant stop thinking about
    // doing that to myself".
    'thinking|think|thought ~3 about|of ~2 doing|do|trying|try ~2 that|it|this ~2 to ~1 myself',
    'pensando|pienso|pense ~3 en ~2 hacerme ~1 eso|lo ~1 mismo',
    'kms',
    'unaliv*',
    'sewerslide',
    'sewer slide',
    'sudoku* ~1 myself',
    'commit sudoku',
    // Tenth round: the student's own suicidality beside a profession or a career word ("my
    // therapist says i'm suicidal", "my job makes me suicidal", "social media makes me want to
    // commit suicide"). The suicide word alone is ambiguous ("a suicide prevention counselor"), so
    // the career frame silenced these; in the first person they are not career questions.
    // The noun is no adjective: "if a death was a suicide" (twenty-fourth round) is not "was suicidal";
    // a word between only with the adjective's own spellings.
    'im|am|was|feel|feeling|felt|been|get|getting|so|really|very|kinda|lowkey|literally ~0 suicidal',
    'im|am|was|feel|feeling|felt|been|get|getting|so|really|very|kinda|lowkey|literally ~1 suicidal!|suicidle!|sucidal!|suisidal!|suicidial!|sucidial!|suicdal!|siucidal!|suicidl!',
    'my|having|had|have|been|get|getting|with ~2 suicidal ~1 thoughts|thought|feelings|urges|ideation|ideas',
    'makes|made|making ~1 me ~2 suicidal',
    'want|wanna|wanted|gonna|going|might|could ~3 commit ~1 suicide',
    'i ~2 think|thinking|thought ~2 about ~1 suicide|suicidio',
    // Tenth round: "soon nobody will have to deal with me", "you won't have to deal with me much longer".
    'soon|nobody|noone|wont|never ~3 have ~1 to ~1 deal ~1 with ~1 me',
    'ctb',
    'catch the bus',
    `kill*|kil|kll|kiil ~2 ${SELF}`,
    'kill*|kil ~1 my self',
    'end|ending|take|taking ~2 my|own ~1 life',
    'end|ending ~1 it ~1 all',
    // No gap: "why romeo and juliet both die at the end, is it…" (fourteenth round).
    'ending|end it|things|everything',
    'suicide ~2 note|letter',
    'want|wanna|wish|going|gonna|ready|planning|decided|rather|should|just ~4 die|dead',
    'die ~1 so ~1 bad',
    'dont|not ~2 want|wanna ~3 alive|exist|existing',
    'dont|not ~2 want|wanna ~3 be ~1 here ~2 anymore',
    'tired|sick ~5 living|alive|existing',
    'better ~1 off ~3 without ~1 me',
    'better ~1 off ~3 dead|gone|wasnt|werent',
    'better ~1 off ~2 if ~1 i',
    'end ~3 suffering|pain ~3 permanently|forever|good',
    'happier ~2 without ~1 me',
    'wish ~3 never ~1 born',
    'never|not ~1 wake ~1 up',
    'sleep ~2 forever',
    'stop|not ~1 existing|exist',
    'disappear ~2 forever|permanently',
    'not ~4 be ~1 around ~3 longer|anymore',
    'point ~2 of|in ~2 living|alive|life|existing',
    'see ~1 the ~1 point ~3 anything|anymore',
    'life ~3 isnt|not|aint ~2 worth',
    'life ~2 is ~1 pointless',
    'want ~1 out ~2 of ~1 my ~1 life',
    'burden ~3 family|everyone|parents|them|everybody',
    'being ~1 a ~1 burden',
    'nobody|noone ~3 miss ~1 me',
    'nobody|noone|one ~4 notice|care|miss ~3 if ~2 i ~2 died|die|dead|gone|wasnt',
    'if ~2 i ~1 was|were ~1 gone|dead',
    'worthless ~4 die|dead',
    'dark ~1 thoughts ~3 ending|end|dying|death',
    'only ~1 way ~1 out',
    'noose',
    'slit ~2 wrist|wrists|throat',
    'bleed ~2 out',
    `shoot|drown|poison|suffocate ~1 ${SELF}`,
    'cant ~1 go ~1 on',
    'give ~1 up ~1 on ~1 life|living',
    'dont|cant|no ~2 see ~2 future',
    'no ~1 future ~2 for ~1 me',
    'disappear ~4 never ~2 come ~1 back',
    'no ~1 tiene ~1 caso|sentido ~2 vivir|seguir|vida',
    'feel ~2 like ~1 dying',
    'done ~2 with ~1 life|living',
    'ways|way ~2 to ~1 die|kill ~1 myself',
    'look|looking|looked|search|searching|googl* ~2 up|for ~4 die|dying|suicide|overdose',
  ]),
  r(
    'sh-suicide-word',
    'self-harm',
    3,
    'critical',
    ['suicid*', 'suicide', 'suicidal', 'sucide', 'suicde'],
    true,
  ),
  r('sh-act', 'self-harm', 3, 'high', [
    // Twenty-eighth round, third step (battery F): a self-harm streak broken ("200 days clean and
    // messed up last night"; not "clean from vaping"), scars where cuts are hidden, arms "a mess
    // again", sleeves worn in the heat so no one sees the arms (Spanish).
    '# ~1 days|months|weeks|dias|meses ~1 clean|limpio|limpia ~2 and|but|y|pero ~2 messed|slipped|relapsed|broke|ruined|lost|recai|cai',
    'scars|scar|cuts|marks|cicatrices|cortes ~3 on|en ~1 my|mis ~1 thighs|thigh|wrists|wrist|hips|hip|muslos|munecas',
    'arms|wrists|thighs|brazos|munecas ~2 are|is|r|estan ~1 a|un ~1 mess|desastre ~1 again|otra',
    'sudadera|sudaderas|mangas|hoodie|hoodies|sleeves ~10 no ~1 quiero ~1 que ~1 vean|noten ~2 mis ~1 brazos|munecas|piernas|muslos',
    // G: sleeves in the heat, scars no one may see, a blade hidden, bleeding through bandages.
    'hoodies|hoodie|sleeves|sudadera|sudaderas ~10 no ~1 one|body ~3 sees|see|notices|notice ~2 my ~1 arms|wrists|thighs',
    'dont|not ~2 want ~2 anyone|anybody|people|nobody|them ~3 seeing|see ~2 my ~1 scars|cuts|wrists|thighs',
    'hid|hide|hiding|hidden ~2 the|my|a ~1 blade|blades|razor|razors|cuchilla|cuchillas',
    'bleeding|bleed|bled ~2 through ~2 bandaids|bandages|bandaid|bandage|band',
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    // The student's own fists ("my dad punched the wall" is no self-harm).
    'i|im|ive|keep|keeps ~2 punch|punching|punched|hit|hitting ~2 walls|wall ~6 deserve|until|bleed|bleeding|split|knuckles',
    `hurt*|harm*|punish*|hitting|burning|burn|starving ~2 ${SELF}`,
    'self ~1 harm*',
    'selfharm*',
    'sh ~1 again',
    'cut|cutting|cuts|cutter|cutted ~3 myself|arms|arm|wrists|wrist|thighs|thigh|legs|skin|again|deeper',
    'been|started|keep ~1 cutting',
    'cutting ~6 nobody ~1 knows',
    // Tenth round: hiding the marks ("i wear hoodies so nobody sees my arms").
    'hoodies|hoodie|sleeves|bracelets|sudadera|sudaderas|mangas ~6 see|sees|notice|notices|vea|vean|note ~2 my|mis ~1 arms|wrists|thighs|brazos|munecas|piernas',
    'cutting ~3 makes ~2 feel',
    'scratch* ~5 bleed*',
    'deserve ~2 to ~1 hurt|pain|suffer',
    'razor ~4 drawer|again|arm|use',
    // The student's own relapse, not "is being a drug counselor stressful bc ppl relapse" (fourteenth round).
    'relapsed!|relapsing!',
    'im|ill|gonna|scared|afraid|dont|wanna|almost ~2 relapse!',
    'i ~1 want|might ~2 relapse!',
    'about|going ~1 to ~1 relapse!',
    'hurting ~1 myself',
    'getting ~1 deeper',
    // Eleventh round: "i hit myself when i get a bad grade", "i deserve the pain".
    'hit|punch|slap|bite|scratch|hitting|punching|slapping|biting|scratching ~1 myself ~2 when|whenever|every|until|because',
    'hit|punch|slap|bite|scratch|hitting|punching|slapping|biting|scratching ~1 myself ~1 on ~1 purpose',
    'deserve ~1 the ~1 pain',
    // "i burn my skin with hot spoons" (habitual; "i burned my arm on the oven" is an accident).
    'burn!|burning! ~2 my ~1 skin|arm|arms|wrist|wrists|thigh|thighs|leg|legs|stomach',
    'me ~1 quemo! ~2 la|los|las|mi|mis ~1 piel|brazo|brazos|muneca|munecas|piernas',
  ]),
  r('sh-means', 'self-harm', 3, 'critical', [
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'researching|looking|searched|searching ~3 which|what ~1 bridge|building|roof|puente|edificio ~4 tallest|highest|alto|mas',
    'bridge|puente|roof|azotea|building|edificio ~8 already ~1 decided|decidi|decidido',
    'think|thinking|pienso ~4 bridge|puente ~6 every|cada ~2 time|vez',
    'wrote|write|written|writing|left|deje|escribi|grabe ~2 letters|letter|notes|note|audios|cartas|carta|mensajes|videos|grabados ~8 just|por ~2 in|si ~1 case|acaso',
    'este ~1 finde|fin ~3 es ~1 el ~1 momento',
    // "medication!": its stem is "medic", and "what does a medical examiner do with dead bodies" is a career question.
    'pills|pill|tylenol|advil|meds|medication!|medications!|antidepressants|xanax|sleeping|ibuprofen|acetaminophen ~6 not|never|die|dead|overdose|kill|wake',
    'how ~1 many|much ~4 pills|pill|tylenol|advil|meds|xanax|ibuprofen ~6 die|dead|wake|kill|overdose|lethal|enough',
    'how ~1 many|much ~4 pills|pill|tylenol|advil|meds|xanax|ibuprofen ~3 it ~1 would|will ~1 take',
    'take|taking|took|swallow*|swallowed ~4 all|bunch|lot|whole|many|handful ~4 pills|meds|antidepressants|tylenol|pastillas',
    'happens ~2 if ~3 take|took ~3 tylenol|pills|advil|meds',
    'have|got|saved|stockpil* ~3 pills ~2 saved|up|ready',
    'overdos*|od ~2 tonight|today|on|purpose|gonna|going',
    'going|gonna|will ~2 overdose|od',
    'thinking|think|want|wanna|planning ~3 overdos*',
    'jump*|throw* ~4 off|from ~3 bridge|roof|building|cliff|balcony|overpass',
    'how ~1 high ~4 building|bridge|fall|jump',
    `hang ~1 ${SELF}`,
    'hanging ~2 painful|hurt|quick|fast',
    'bought|buy|got|have|found ~2 a ~1 rope',
    'painless|painlessly ~3 way|die|death|go|end',
    'fastest|easiest|quickest|best|most ~3 way ~3 die|death|go',
    // Twenty-seventh round (a battery of my own): "ive been researching ways to die that dont hurt".
    'ways|way|methods|method ~2 to ~1 die ~4 dont|doesnt|wont|without|no ~1 hurt|hurts|pain|painful',
    // Twenty-seventh round (a second battery): not feeling a fall, high enough to die, pills or meds saved
    // up ("skipping my meds on purpose so i can save them up"), a gun the student keeps going back to.
    // Not a skydiver's or a pole vaulter's height, nor birthday checks saved up.
    'dont|not|wont|never ~1 feel ~1 anything|nothing ~4 jump|jumping|fall|falling',
    'high|far|tall ~1 enough ~2 to ~1 die|kill',
    'save|saving|saved|stockpil*|hoard* ~3 meds|pills|medication|pastillas ~2 up',
    'skip|skipping|skipped|hiding|hide ~2 my ~1 meds|medication|pills ~6 save|saving|stockpil*|hoard*',
    'gun|guns|pistol|rifle|rope|blade ~10 keep|keeps|kept ~4 look|looking|staring|thinking ~2 at|about ~1 it|them',
    'walk*|step|run ~2 into ~1 traffic',
    'hit ~1 by ~2 car|truck|train|bus',
    'gun|rifle|pistol ~8 on ~1 myself',
    'use ~2 it ~2 on ~1 myself',
    'tonight|today ~3 is ~1 the ~1 night|day',
    'tonight|today ~4 ending|end|do|kill|make ~2 it',
    'decided ~1 how ~4 do ~1 it',
    'have|got ~1 a ~1 plan ~6 tonight|night|die|end|kill',
    'make ~1 it ~1 stop ~2 for ~1 good|forever|permanently',
    'goodbye|despedida ~3 letter|letters|note|notes|cartas|carta',
    'wrote|written|write|writing ~4 letter|letters|note ~8 mom|sister|family|case|pillow|goodbye|parents|everyone|dad',
    'already ~1 wrote ~2 the ~1 letter|note',
    'this ~1 is ~1 goodbye',
    'gave|give|giving ~1 away ~4 stuff|things|everything|my',
    'wont ~1 need ~1 it|them ~1 anymore',
    'took|taken|swallowed|drank|tome ~3 whole|entire|full ~1 bottle|box|pack|frasco',
  ]),
  r('sh-other', 'self-harm', 3, 'high', [
    'friend|gf|bf|girlfriend|boyfriend|sister|brother|cousin|she|he ~8 kill|killing|cut|cutting|hurt|hurting|hurts ~1 herself|himself|themself|themselves',
    'says|said ~3 she|he ~1 wants ~2 to ~1 die',
    // Twenty-seventh round: a friend at risk in Spanish ("mi amiga dice que se va a matar hoy"); not
    // "se va a matar estudiando" (an idiom) — a day or a plan beside it, or "suicidar".
    'amiga|amigo|amigas|amigos|hermana|hermano|prima|primo|novia|novio|ella|el ~5 se ~1 va|quiere|piensa ~2 matar|suicidar ~2 hoy|manana|esta|noche|ya|pronto',
    'amiga|amigo|hermana|hermano|prima|primo|novia|novio|ella|el ~5 quiere|va|piensa ~2 suicidarse|matarse',
  ]),
  // Spanish
  r('sh-es', 'self-harm', 3, 'critical', [
    // Twenty-seventh round: ways to die without pain ("estuve investigando formas de morir que no duelan").
    'formas|forma|maneras|manera|metodos|metodo ~2 de ~1 morir|matarme|suicidarme ~4 sin ~1 dolor|sufrir',
    'formas|forma|maneras|manera|metodos|metodo ~2 de ~1 morir|matarme|suicidarme ~4 no ~1 duela|duelan|duele|doler',
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    // Only with the student's own anger or "myself": without accents "me pegó" (he hit me) is "me pego"
    // (I hit myself), and "mi papá me pegó en las piernas con el cinturón" is abuse, not self-harm.
    'me ~1 pego|golpeo|pegue ~10 mismo|misma|enojo|enojada|enojado|odio',
    'quiero|kiero|quisiera|queria ~3 morir|morirme|muerto|muerta|matarme|suicidarme|desaparecer',
    'me ~1 quiero|kiero|voy ~2 morir|matar|suicidar|suicido',
    'matarme!|suicidarme!|suicidar!|morirme!',
    'quitarme|quitar ~2 la ~1 vida',
    'no ~1 quiero|kiero ~2 vivir|existir|seguir',
    'no ~1 quiero|kiero ~2 estar ~1 aqui',
    'cansada|cansado ~3 vivir|vida',
    'mejor ~3 sin ~1 mi',
    'mejor ~2 me ~1 muero|mato',
    'pensando|pienso ~3 en ~2 suicidio|matarme|morir|morirme',
    'irme ~2 de ~1 este ~1 mundo',
    'acabar ~2 con ~1 todo',
    'dejar ~1 de ~1 existir',
    'desaparecer ~2 para ~1 siempre',
    'no ~2 despertar|despertara|despierte',
    'nadie ~2 extranaria|extranara',
    'no ~1 vale ~1 la ~1 pena',
    'me ~1 corto|corte|cortar|quemo|lastimo',
    'cortarme!|lastimarme!|quemarme!',
    'volvi ~2 cortarme|cortar',
    'me ~1 hago ~1 dano',
    'carga ~3 familia|todos',
    'se ~1 quiere ~1 matar|morir|suicidar',
    'soy ~2 estorbo|carga',
    'quiero ~2 colgar|ahorcar|colgarme|ahorcarme',
    'colgarme!|ahorcarme!|aventarme!|tirarme!',
    'tomar|tomarme ~3 pastillas ~4 todas|muchas|morir|caja|frasco',
    'quisiera|quiero|prefiero|prefiero ~2 no ~1 existir|vivir|estar ~1 viva|vivo',
    'quisiera|quiero ~2 no ~1 existir',
    'cortar|cortarme|corto ~3 venas',
    'voy ~1 a ~1 cortar',
    'nadie ~4 extranar|extrana|extranara|extranaria',
    'ganas ~2 de ~1 morir|morirme|matarme|desaparecer',
  ]),
  r('sh-es-means', 'self-harm', 3, 'critical', [
    // Twelfth round (two new authors' training messages).
    'tomarmelos!|tomarmelas! ~2 todos|todas',
    'me ~1 arano|rasguno ~4 hasta ~1 sangrar',
    'me ~1 arano|rasguno ~2 los ~1 brazos|piernas|muslos',
    'me ~1 doy ~1 punetazos|cabezazos|bofetadas',
    // Twenty-second round: "cuántas pastillas se necesitan para una sobredosis" (the model alone found it).
    'cuantas|cuantos ~2 pastillas|pildoras|tabletas|capsulas ~6 despertar|morir|muerte|sobredosis|letal|letales|mortal|matar|matarte|matarme',
    'tome|tomado ~3 pastillas',
    // Fourteenth round: "…acceso a pastillas y terminar con todo" (the means and the end).
    'pastillas|pills|pastilla ~6 terminar|acabar ~1 con ~1 todo',
    'pastillas ~3 guardadas',
    'tirarme|aventarme ~4 puente|edificio|techo',
    'compre ~2 cuerda|soga',
    'cartas ~2 despedida',
    'no ~2 me ~2 van ~2 a ~1 volver ~1 a ~1 ver',
    'esta ~1 noche ~3 matar|terminar|acabar',
    'hoy ~3 terminar|acabar ~2 con ~1 esto|todo',
    'adios ~4 gracias ~2 por ~1 todo',
    // Twenty-seventh round (a second self-harm battery of my own): how much of a thing to drink or take
    // to die ("cuánto cloro hay que tomar para morir").
    'tomar|tomarme|tomo|tragar|tragarme|beber|beberme ~3 para ~1 morir|morirme|matarme|suicidarme',
  ]),
  r('sh-not-alive', 'self-harm', 3, 'critical', [
    // Twenty-ninth round, third step (the fresh battery W, hinted risk, read after step 2): not planning to be
    // around for senior year, a career for someone who won't be around long, not expecting to be alive
    // by then, wishing to live long enough for the job; thoughts that keep going to a gun.
    // Not "not planning to be around next week" (a trip).
    'not|never|dont|wont ~2 planning|plan|planned ~2 to|on ~1 be ~1 around|here|alive ~3 senior|graduation|long|college',
    'i|im|ill|someone|people ~2 wont|not|never ~1 be ~1 around ~1 long',
    'no ~1 creo ~1 seguir ~1 vivo|viva ~3 pa|para|hasta',
    'ojala ~1 viviera|vivir ~1 tanto|suficiente',
    'wish ~2 i ~1 could ~1 live ~1 long ~1 enough',
    // A relative's gun, not "the nerf gun" or "my glue gun".
    'keep|keeps ~1 thinking ~2 about ~3 his|her|dads|moms|grandpas|grandmas|uncles|stepdads|brothers ~1 gun|guns|pistol|rifle|pistola',
    // Twenty-eighth round, third step (a new author's hard self-harm battery, F): a future the student
    // will not be in, a goodbye disguised, thoughts of dying that will not stop, "when i finally do
    // it", their own funeral planned, everything given up, "done with all of it forever", a permanent
    // break; Spanish: easier not to exist, "mejor me voy para siempre", not seeing themselves in months.
    'not|never|wont|dont ~2 planning|plan|planned ~2 on ~1 being ~1 around|here|alive',
    'dont|not|never|cant|wont ~3 see|picture|imagine ~2 myself ~2 existing|lasting|surviving',
    'ni ~1 me ~1 veo ~2 en ~1 # ~1 meses|semanas|dias',
    'goodbye|bye|despedida ~8 doesnt|dont|wont|not|no ~2 sound|look|seem|parezca|suene ~2 like|a|una ~2 goodbye|bye|despedida',
    'thoughts|thinking|pensamientos ~3 about|of|de|sobre ~1 dying|death|suicide|ending|killing|morir|muerte|matarme ~6 wont|dont|cant|no ~1 go|stop|leave|paran|van|se',
    'thoughts|pensamientos ~3 about|of|de ~1 dying|death|morir ~4 getting|get ~1 louder|worse|stronger',
    'for ~1 when ~1 i ~1 finally ~1 do ~1 it',
    'collecting|gathering|saving ~3 what ~1 i ~1 need ~3 for|when|to ~2 do ~1 it|this',
    'playlist|songs|song|music|outfit|money|fund|savings ~6 for|at ~1 my ~1 funeral|velorio|entierro',
    'plan|planning|planned|plans ~1 my ~1 funeral|velorio|entierro',
    'getting|get|got ~1 rid ~1 of ~3 everything|all ~4 care|love|own|matters',
    'done ~3 with ~1 all ~1 of ~1 it|this|everything ~1 forever|permanently',
    'planning|plan|take|taking|need ~2 a ~1 permanent ~1 one|break|vacation|sleep|rest|nap',
    'mas ~1 facil ~3 no ~1 existir|estar|vivir',
    'mejor ~1 me ~1 voy ~2 para ~1 siempre',
    // Review: moved up from the weaker signs ("all of it" and "a plan for that" alone were too loose).
    'want|wanna|need ~2 everything ~1 to ~1 stop',
    'done ~8 have|got ~1 a ~1 plan ~2 for ~1 that|it|this',
    // Written against the figures below: "… writing one to my family for when i'm dead".
    'for ~1 when ~2 im|i ~2 dead|gone',
    // The same step, a second battery from the same author brief (G): no future past an age, no
    // version of themselves that is older, a future they don't plan on having, their own funeral, means
    // saved from the medicine cabinet, forgiveness for giving up, life easier without them (Spanish).
    'cant|dont|not|never ~2 see|picture|imagine ~2 themselves|myself|me ~2 past|after|beyond ~1 16|17|18|19|20|graduation|highschool',
    'dont|cant|never ~2 see|picture|imagine ~2 a ~1 version ~1 of ~1 me|myself',
    'future ~8 dont|not|never ~2 plan|planning ~2 on ~1 having ~1 one',
    'dont|not|never ~2 plan|planning ~2 on ~1 having ~1 a ~1 future',
    'at|for|en my|mi funeral|velorio|entierro',
    'saving|saved|collecting|stockpiling|hoarding ~4 from ~2 the|my|our ~1 medicine ~1 cabinet',
    'forgive|forgives|forgiven|perdona ~3 people|ppl|someone|me|gente ~2 who|que ~1 give|gives|kill|end|se ~1 up|themselves|rinden|rinde|matan|mata|suicidan|suicida',
    'sin ~1 mi ~3 mas ~1 facil|mejor',
    'better ~2 w ~1 o ~1 me',
    'list ~3 who ~2 should|gets|will ~1 get ~1 my ~1 stuff|things',
    // Twelfth round, later (two more authors' training messages).
    'dont|not|wouldnt ~2 have ~1 to ~1 exist',
    'cansado|cansada|cansao ~2 de ~1 vivir',
    // Twelfth round (two new authors' training messages).
    'have|got ~2 a ~1 plan ~2 and ~1 a ~1 date',
    'tengo ~2 un ~1 plan ~2 y ~1 una ~1 fecha',
    'no ~1 pienso ~1 llegar ~1 a ~1 los',
    // Fourteenth round: "para q elijo carrera si no pienso llegar a fin de año".
    'no ~1 pienso ~1 llegar ~1 a|al ~2 fin|final|diciembre|navidad|verano|graduacion|graduarme',
    // "i wrote my mom a letter for when i'm gone".
    'letter|letters|note|notes|carta|cartas ~5 for ~1 when ~2 gone|dead',
    'carta|cartas ~5 para ~1 cuando ~2 muera|muerta|muerto',
    'carta|cartas ~5 para ~1 cuando ~2 ya ~1 no ~1 este',
    // Eleventh round: "i'm not planning on being alive that long", "no le veo sentido a seguir viva".
    'not|never|wont|dont ~4 be|being|stay|staying ~1 alive',
    'dont|not|never|cant|wont ~3 see|picture|imagine ~2 myself ~2 living ~1 past',
    'dont|not|never|cant|wont ~3 see|picture|imagine ~2 myself ~2 alive',
    'sentido ~2 a ~1 seguir ~1 viva|vivo|viviendo',
    'want|wish|need ~2 my ~1 life ~1 to ~1 end|stop',
    'cant|cannot ~2 keep ~1 living ~2 like ~1 this|that',
    'no ~1 puedo ~1 seguir ~1 viviendo ~1 asi',
    'not ~2 gonna|going ~1 live ~1 to ~1 have|graduate|finish|see',
    'im|i ~2 checking ~1 out ~1 soon|permanently|early|forever',
    'last ~1 one|person ~4 before ~1 i ~1 go|leave|die',
    // "si no paso el examen me mato": a condition or a time; "me mató de risa" (past, made me laugh)
    // and "me mato estudiando" (a figure of speech below) are not.
    'si ~8 me! ~1 mato!',
    'yo ~1 me! ~1 mato!',
    'me! ~1 mato! ~1 hoy|manana|ya|yo|ahorita',
  ]),
  // Weaker signs: they count across a conversation (classifier.ts), never alone.
  r('sh-weak-hopeless', 'self-harm', 1, 'high', [
    // Twenty-eighth round, third step (battery F): hiding it better, a joke taken back, "asking for
    // real", no point in trying, feeling like a ghost, nobody to blame.
    'better ~1 at ~1 hiding ~1 it|them',
    'lol|lmao|jk|haha ~3 srsly|seriously|fr|frfr ~1 tho|though',
    'jk|joking|kidding ~2 mostly|kinda|sorta',
    'jk|joking|kidding ~2 not ~1 really',
    'asking ~2 for ~1 real|myself',
    'not ~1 hypothetically',
    'whats|what ~2 the ~1 point ~2 of|in ~1 trying',
    'feel|feeling ~2 like ~1 a ~1 ghost',
    'nobody|noone ~2 blames|blame',
    // G (one point each): "do i even need to …", long sleeves, trapped (Spanish), "if u know what i mean",
    // "all of it", "actually done", "i meant it", "cant do any of it", not going to make it (Spanish).
    'do ~1 i ~1 even ~2 need|have ~2 to ~1 pick|apply|choose|study|plan|do|go',
    'long ~1 sleeve|sleeves|sleeved',
    'manga|mangas ~1 larga|largas',
    'atrapado|atrapada',
    'if ~1 u|you ~1 know ~1 what ~1 i ~1 mean',
    'like ~1 actually|really|fr ~1 done',
    'i ~1 meant ~1 it',
    'cant ~1 do ~2 any ~1 of ~1 it',
    'no ~1 voy ~1 a ~1 llegar',
    'then ~1 im|i ~1 done',
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'why ~1 even ~2 apply|applying|study|studying|bother|try|plan|planning',
    'para|pa ~1 que ~1 estudio|estudiar|aplico|sigo|planeo|hago ~5 si',
    'nobody|noone ~2 cares|care|gets|understands|loves',
    'nadie ~2 me ~1 quiere|entiende',
    'so ~1 heavy',
    'failure',
    'dark ~1 thoughts',
    'not ~1 fine',
    'tired ~2 of ~1 everything',
    'cansada|cansado ~2 de ~1 todo',
    'cant ~1 live ~1 without',
    'no ~1 puedo ~1 mas',
    'no ~1 aguanto ~1 mas',
    'hate ~1 myself',
    'worthless',
    'waste ~1 of ~1 space|air|oxygen',
    'empty',
    'hopeless',
    'trapped',
    'give ~1 up',
    'me ~1 rindo',
    'cant ~1 do ~1 this ~1 anymore',
    'my ~1 fault',
    'mi ~1 culpa',
    'odio ~1 mi ~1 vida',
    'hate ~1 my ~1 life',
    'no ~1 sirvo ~2 nada',
    // "idk how much longer i can keep pretending im ok" (pretending to be fine).
    'pretending|pretend|fingiendo|fingir ~3 ok|okay|fine|happy|bien|feliz',
  ]),
  r('sh-weak-final', 'self-harm', 1, 'high', [
    // Twelfth round, later (two more authors' training messages).
    'despido|despedirme|despedi ~3 de ~2 amigos|familia|todos',
    'pills|pastillas',
    'letter|carta',
    'tonight',
    'esta ~1 noche',
    'make ~1 it ~1 stop',
    'for ~1 good',
    'permanently|forever',
    'para ~1 siempre',
    'not ~1 being|be ~1 here|aqui',
    // Twenty-fourth round (tx24-): "i wont be here by graduation".
    'wont|never ~1 be ~1 here',
    'no ~1 estar ~1 aqui',
    'deeper',
    'goodbye|adios|bye',
    'terminar ~2 con ~1 esto',
    'sleep',
  ]),
  r('sh-weak-thinking', 'self-harm', 2, 'high', [
    // Twenty-eighth round, third step (battery F; two points, never alone): blood on the sheets or the
    // sleeves, still having the plan, the date already picked, "soon it'll be official", a last post,
    // "i'll be dead before …", what happens if the student dies, no way out.
    'blood|sangre ~3 on|en ~1 my|mis|mi ~1 sheets|sleeves|towel|towels|sabanas|mangas|toalla',
    'still ~1 have|got ~1 the ~1 plan',
    'already ~1 picked|chose|chosen|set|decided|have|got ~1 the ~1 date',
    'soon ~2 itll|it ~2 be ~1 official|permanent|over',
    'posted|post ~2 my ~1 last ~1 tiktok|post|video|story',
    'ill|will ~1 be ~1 dead|gone ~1 before|by',
    'happens ~6 if ~2 i|the ~1 kid|student ~1 die|dies|died',
    'no ~1 way ~1 out ~8 point|pointless|trying',
    // G (two points each, never alone): not around anymore, wanting everything to stop, covering the arms,
    // a plan for it, a different plan already made, a sorry for the parents, people spared a bad
    // feeling, not seeing a future (Spanish), no other way out (Spanish), a goodbye that was real, "you
    // can have my stuff".
    'ur|im|i ~2 not ~1 around ~1 anymore',
    'cover|hide|tapar|esconder ~2 my|mis ~1 arms|wrists|thighs|brazos|munecas|muslos',
    'already ~2 made|have|got ~1 a ~1 different|other ~1 plan',
    'tell ~2 my ~1 parents|mom|dad|family|sister|brother ~2 im|i ~1 sorry',
    'so ~3 teachers|parents|mom|dad|family|they|nobody|friends ~2 dont|wont|doesnt ~2 feel ~1 bad|guilty',
    'no ~1 me ~1 veo ~2 en ~1 el ~1 futuro',
    'no ~1 veo ~2 otra|ninguna ~1 salida',
    'no ~1 saben|sabian ~2 que ~1 era ~2 de ~1 verdad',
    'u|you ~1 can ~1 have ~1 my ~1 stuff|things|clothes|games',
    // Twelfth round, later (two more authors' training messages).
    'ya ~1 tengo ~1 pensado|decidido|planeado ~1 como ~1 hacerlo',
    'think ~3 about ~1 not ~1 being|existing',
    'mejor ~3 no ~1 estar',
    'ending ~1 things',
    // A farewell ("goodbye career buddy, it was nice knowing you").
    'nice|good ~1 knowing ~1 you',
    // "how much longer i can keep going/doing this" (two points: not alone).
    'how ~1 much ~1 longer ~2 i ~1 can ~2 keep|take|do|go|hold',
    'cuanto ~1 tiempo ~1 mas ~2 voy ~1 a ~1 aguantar|poder',
    'ready ~2 to ~1 leave|go ~3 for ~1 good|forever',
    // Eleventh round: not being here, said beside a plan or a school word ("why even apply to colleges
    // when i'm not gonna be around to go", "i won't make it to graduation"); two points, so a trip or a
    // missed prom ("i won't make it to prom, i have a shift") is not flagged by it alone.
    'not|never|wont ~4 be ~1 around ~3 to|for|by|when|next|anymore',
    'not|never|wont ~2 be ~1 here ~2 by|anymore|graduation|prom|birthday|senior|longer',
    'not|never|wont ~2 be ~1 here|around ~2 to ~1 see',
    'no|ni ~1 voy ~1 a ~1 estar ~1 aqui ~3 proximo|siguiente|graduacion',
    'wont|not|never|dont ~2 make ~1 it ~2 to ~2 graduation|graduate|18|college|senior|summer|birthday|christmas',
    'no ~1 voy ~1 a ~1 llegar ~2 a ~1 los ~1 16|17|18|19|20|21',
    'no ~1 voy ~1 a ~1 llegar ~2 a ~2 graduarme|graduacion',
    'this ~1 is ~1 my ~1 last ~1 message|goodbye',
    'different|other ~1 plan|plans ~2 for ~1 june|july|may|april|march|summer|friday|saturday|sunday|tonight|tomorrow|weekend',
  ]),

  // ── Grooming and exploitation ────────────────────────────────────────────────────────────
  r('gr-secrecy', 'grooming', 2, 'critical', [
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'que ~1 no ~1 le|les ~1 cuente|cuentes|diga|digas ~2 a ~1 nadie|las|los|mis|mi|tu|tus',
    'dont|not|never|shouldnt|cant|wont|no ~2 tell|show|let ~3 parents|parent|mom|dad|mum|anyone|anybody|family|mother|father|nobody|friends',
    'keep ~3 secret|private|quiet|between|hidden',
    'keep ~2 it|this|them|us ~1 from',
    'our ~1 little ~1 secret',
    'our ~1 secret',
    'its ~1 a ~1 secret',
    'just|only ~1 between ~1 us',
    'between ~1 us',
    'delete ~4 messages|chats|texts|app|dms|conversation|chat',
    'nobody|noone ~2 finds|find ~1 out',
    'doesnt|dont ~2 need ~1 to ~1 know',
    'say|tell ~4 going ~2 friends|friend',
    'parents|mom|dad ~3 dont|wont|cant|never|not ~1 see|know|find|understand',
    'secret ~2 from',
    'no ~2 le|les ~1 diga|digas|cuente|cuentes|digan ~3 papas|mama|papa|nadie|padres|familia',
    'secreto',
    'promise|promised|swear ~3 not ~1 to ~1 tell',
    // Twenty-eighth round (J): "… said no one would believe me if i said anything".
    'no ~1 one|body ~1 would|will|wont ~1 believe ~1 me|you|u',
    'nobody|noone ~1 would|will|wont ~1 believe ~1 me|you|u',
    'borre|borra|borrar|borres ~2 mensajes|chats|conversacion',
    'para ~1 que ~3 papas|padres|mama ~1 no ~1 vean|sepan',
    'sin ~1 decirle|decir|avisar|decirles ~2 nadie|papas|padres|mama|papa|casa',
    'nadie ~2 entenderia|sepa',
    // Fourteenth round (two more authors' training messages, risk inside a career or school question).
    'says|said|told|dice|dijo ~4 mom|dad|parents|mama|papa|padres ~2 would|wouldnt|will|wont ~1 overreact|understand|freak',
    'convos|conversations|chats|messages|texts|talks ~3 stay|keep|be ~1 private|secret|between',
  ]),
  r('gr-actor', 'grooming', 1, 'high', [ACTOR]),
  r('gr-online', 'grooming', 1, 'high', [`met|from|on|in|conoci|de ~3 ${APPS}`]),
  r('gr-photos', 'grooming', 3, 'critical', [
    // Twenty-fourth round (tx24-): "an audition for some webcam thing and now they want me to undress".
    'me ~2 to ~1 undress|strip',
    'undress|undressing ~2 on|for|in|next ~1 camera|cam|webcam|video|call|time',
    'que ~1 me ~1 desvista|desnude|encuere',
    `send|sent|take|turn|show|mande|mandes|mandar|enviar|prenda ~6 ${PHOTO}|nudes|cam ~6 bra|body|clothes|shirt|shower|pajamas|feet|underwear|naked|private|filter|alone|proof|bed|cuerpo|ropa|desnuda|desnudo`,
    `${PHOTO} ~4 bra|body|clothes|shirt|shower|pajamas|feet|underwear|naked|cuerpo|ropa|desnuda|desnudo|interior`,
    'clothes ~1 off',
    'take ~2 clothes ~1 off',
    'quite|quitarme|quitar ~2 ropa',
    'private ~1 parts',
    `private ~1 ${PHOTO}`,
    'send ~2 nudes',
    'ropa ~1 interior',
    'feet ~1 pics|pictures|photos',
    `pay|paid|pays ~2 me ~4 ${PHOTO}|nudes`,
  ]),
  r('gr-photo-ask', 'grooming', 2, 'critical', [
    `asking|asked|asks|wants|want|wanted|keeps|pide|pidio|pidiendo ~5 ${PHOTO}`,
    'asking|asked|asks|wants|wanted|keeps|pide|pidio|pidiendo ~4 nudes|nude|naked|desnuda|desnudo',
    // An adult who sends the student porn or his own photos ("my teacher sent me porn").
    'sent|sends|showed|shows|send|show|mando|mostro|enseno ~2 me|us|nos ~3 porn*|nudes|nude|naked|dick|penis|porno|desnudo',
    `send|sent|mande|manda ~3 ${PHOTO} ~3 of ~2 me|myself`,
    `sent|send|manda ~3 ${PHOTO} ~4 back`,
    'video ~1 call|chat ~6 man|guy|2am|asleep|nobody|midnight|1am|iam|3am',
    `if ~2 i ~1 send|sent ~3 ${PHOTO}`,
    `quiere|quieren ~3 que ~2 mande|mandes|envie ~3 ${PHOTO}`,
  ]),
  r('gr-meet', 'grooming', 2, 'critical', [
    // "come!" exactly: its Spanish stem is also "como"'s ("como estoy sola en casa, qué puedo estudiar").
    'meet|meeting|hang|come!|comes!|coming|visit|see|pick|sneak|run|fly|verme|vaya|ver|visitar|fuera|ir|venga|vengas ~6 alone|anyone|nobody|apartment|place|house|car!|cars!|hotel|motel|cabin|casa|solas|sola|solo|nadie',
    // "By myself", not "myself" ("i see myself working as a nurse" is a career question).
    'meet|meeting|hang|come!|comes!|coming|visit|see|pick|go ~6 by ~1 myself',
    // "go" alone is everyday ("they won't let me go to the mall alone"); going to an adult's place is not.
    'go ~4 his|her|their|hotel ~2 place|house|car|apartment|room|hotel',
    'meet|meeting|hang|come!|comes!|coming|visit|see|verme|ver|visitar ~6 two ~1 of ~1 us',
    'just ~1 us ~1 two',
    'solo ~1 nosotros ~1 dos',
    'dont|not ~1 bring ~2 anyone|anybody|nobody|friends|parents',
    'without ~1 my ~1 parents|mom|dad',
    'sin ~1 mis|mi ~1 papas|padres|mama|papa',
    'sesion|session ~1 privada|private',
    'ride ~3 his|her ~1 place|house|apartment|car',
    'no ~1 traiga|traigas ~2 nadie',
    'sneak ~1 out',
    'run ~1 away ~2 with',
    'escape|escapar|escaparme ~2 noche',
    'meet|meeting|verme ~6 this ~1 weekend|tonight|hotel|park|mall',
    'pick ~2 me ~1 up',
    'meet ~3 irl',
    'meet ~3 real ~1 life',
    'meet ~3 up ~2 privately|alone',
    'plane ~1 ticket|tickets',
    'if ~2 i ~1 meet|see|visit ~1 him|her|them',
    // Fourteenth round (two more authors' training messages, risk inside a career or school question).
    'he|she|hes|shes ~2 wants|want|keeps|asked|asking ~2 to ~1 meet ~1 up',
  ]),
  r('gr-alone', 'grooming', 2, 'critical', [
    // Twenty-ninth round, third step (W2, as gr-flattery): private sessions after hours.
    'private|privadas|privada ~1 sessions|session|lessons|lesson|shoot|clases|sesiones ~3 after|despues ~1 hours|close|closing|cerrar|night',
    // Twenty-fourth round (tx24-): "mi jefe … quiere q me quede sola con él después de cerrar".
    'quede|quedes|quedarme|quedarte|quedemos|quedara ~1 sola|solo|solas|solos ~2 con|conmigo',
    'if|when ~3 alone',
    'home ~1 alone',
    'nobody|noone ~2 is ~1 home',
    'parents ~2 asleep|sleeping',
    'sola|solo ~2 en ~1 casa',
    'proof ~3 alone',
  ]),
  r('gr-gifts', 'grooming', 1, 'high', [
    'gift ~1 card|cards',
    'giftcard|robux|vbucks|cashapp|venmo|paypal|money|cash|dinero|regalo|regalos|present|presents|airpods',
    'bought ~1 me',
    'buys|buy ~1 me',
    'pay ~2 my ~2 bill|phone',
    'me ~1 regalo|manda|mando ~2 dinero|celular|telefono',
    // Fourteenth round (two more authors' training messages, risk inside a career or school question).
    'wishlist|wishlists',
    'wish ~1 list',
    'texts|messages|dms|calls ~2 me ~3 late ~2 night',
  ]),
  r('gr-platform', 'grooming', 1, 'high', [
    'move|switch|talk|download|go|pasemos|pasarnos ~4 telegram|snapchat|snap|kik|whatsapp|signal|private|personal|disappearing|number',
    'disappearing ~1 messages',
  ]),
  // An adult who keeps the talk on one private app ("…an opportunity, on snapchat only").
  r('gr-platform-only', 'grooming', 2, 'critical', [
    'snapchat|snap|telegram|kik|whatsapp|signal|discord|dms|dm ~1 only',
    'solo|solamente ~2 por ~1 snapchat|snap|telegram|kik|whatsapp|signal',
  ]),
  // Twenty-eighth round, fifth step (a new author's grooming battery, O, told by students who think
  // it is an opportunity, inside a career question). Two points, with an adult (gr-actor) or another
  // sign: gifts that keep coming, talk only on a private app, late-night webcam calls, a room or a
  // trip shared with him, "the only one who understands him", pet names, a student's age called
  // mature, pay in return for a call, anger at the parents being mentioned, what the student is
  // wearing or whether they are in their bedroom, his apartment shown, a session in a hotel room.
  r('gr-r28', 'grooming', 2, 'critical', [
    'keeps|keep|kept ~1 sending|buying|paying ~2 me ~4 gift|cards|card|money|cash|vbucks|robux|skins|clothes',
    'talk|talks|chat|chats|message|messages|text|texts|dm|contact|mentor|send|sends|hablar|habla ~4 only|solo ~2 on|through|via|over|por ~1 telegram|snapchat|snap|discord|kik|whatsapp|signal|wickr|session|dms|dm',
    'webcam|video|cam|facetime ~1 calls|call|chat|chats ~4 1am|iam|2am|3am|midnight|late|madrugada',
    'weekend|overnight ~1 trip ~3 with ~1 him|her',
    'trip ~2 with ~1 him ~3 to',
    'only ~1 one ~1 who ~1 understands|gets ~1 him|her',
    'calls ~1 me ~1 baby|babygirl|princess|sweetie|beautiful|gorgeous|sexy|mami|mamacita|hermosa|preciosa',
    'mature ~2 for ~1 #',
    'pay|pays|paid|cover ~4 if ~2 i ~3 video|call|chat|send|meet|facetime|talk',
    'mad|angry|upset ~4 mention|mentioned|talk ~3 my ~1 parents|mom|dad',
    'asked|asks|asking|ask ~2 what ~1 ur|youre|im|your|you ~1 wearing',
    'asked|asks|asking|ask ~2 if ~2 i ~1 was|am|im ~2 in ~1 my ~1 bedroom|room|bed',
    'que ~1 traigo|tengo|llevo ~1 puesto|puesta',
    'show ~2 me ~2 his|her ~1 apartment|place|house|room|cabin|hotel',
    'sesion|session|shoot ~4 en|in|at ~2 un|a|his|her ~2 cuarto|room|apartment|casa|house',
    'so ~1 no ~1 one|body ~1 knows|sees|finds',
    // Not "my manager needs a photo for my name badge": a photo of the student in their clothes.
    `needs|need|needed ~2 ${PHOTO} ~1 of ~1 me ~2 in ~1 my`,
  ]),
  // The same step, three points (O): a shared hotel room, a selfie in the student's room, a video owed
  // after a payment, "when i turn 18 we can be together".
  r('gr-r28-strong', 'grooming', 3, 'critical', [
    'share|sharing ~2 a|the|his ~1 hotel|motel ~1 room|bed',
    `send|sent|mande|manda ~3 ${PHOTO} ~4 in ~1 my ~1 room|bed|bedroom|bathroom|cuarto`,
    'owe ~2 him|her|them ~2 a ~1 video|pic|picture|photo|nudes',
    'when ~2 i ~1 turn ~1 18 ~4 together|date|marry|dating|girlfriend|boyfriend',
  ]),
  r('gr-flattery', 'grooming', 2, 'critical', [
    'telling|tells|says|dice ~3 me ~2 im|that|que ~2 pretty|beautiful|hot|sexy|bonita|hermosa|guapa',
    'more ~1 mature',
    'muy ~1 madura|maduro',
    'nobody ~3 understands ~1 me ~1 like',
    'im ~1 special',
    'says ~2 he ~1 loves ~1 me',
    'loves ~1 me',
    'in ~1 a ~1 relationship',
    'sugar ~1 daddy|mommy',
    'online ~1 boyfriend|girlfriend',
    'novio|novia ~2 de ~1 internet',
    'if ~1 i ~2 really ~1 loved ~1 him',
    'parents ~2 wouldnt|wont ~1 understand',
  ]),
  // Twenty-ninth round, third step (the one grooming message the first step's memory lost, W2): an
  // adult saying the student has a great body. One point: "my coach says i have a great body type for
  // rowing" is no grooming; with private sessions after hours (gr-alone) it is.
  r('gr-body', 'grooming', 1, 'high', [
    'says|tells|said|told|dice|dijo ~3 i|me ~1 have|got|tengo ~2 a|un ~1 great|nice|hot|perfect|amazing|buen|lindo ~1 body|cuerpo',
  ]),
  r('gr-flattery-strong', 'grooming', 3, 'critical', [
    'age ~1 is ~1 just ~1 a ~1 number',
    'edad ~2 solo ~2 numero',
    'mature ~2 for ~1 my ~1 age',
    'im|youre|ur|so|really ~1 mature ~5 teach ~2 me|you ~1 things|stuff',
  ]),
  r('gr-address', 'grooming', 2, 'critical', [
    'wants|asked|asking|asks|pide|pidio|quiere ~3 address|direccion',
    'home ~1 address',
  ]),
  r('gr-age', 'grooming', 2, 'critical', [
    'older|adult ~3 boyfriend|girlfriend|bf|gf',
    'hes|shes ~1 in ~1 college',
    '19|20|21|22|23|24|25|26|27|28|29|30|35|40 ~6 im|i|tengo ~1 13|14|15|16',
    'im|tengo ~1 13|14|15|16 ~8 19|20|21|22|23|24|25|26|27|28|29|30|35|40',
  ]),
  // Tenth round: an adult partner ("my 22 year old boyfriend says our age gap doesn't matter").
  r('gr-adult-partner', 'grooming', 3, 'critical', [
    '19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|40 ~1 year|years|yr|yo ~1 old ~1 boyfriend|bf|girlfriend|gf',
    'our ~1 age ~1 gap|difference ~3 doesnt|dont|not|no ~1 matter|matters',
    'diferencia ~2 edad ~3 no ~1 importa',
  ]),
  r(
    'gr-adult-age',
    'grooming',
    2,
    'critical',
    ['hes|whos|is|tiene|who|he ~2 19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|38|40|45'],
    true,
  ),
  r('gr-sexual-ask', 'grooming', 2, 'critical', [
    'what ~2 im|i ~1 wearing!',
    'ever ~1 kissed',
    'a ~1 virgin',
    'touches|touch|touched|hugs ~2 me',
    'touches|touch|touched ~2 my ~1 leg',
    // Twenty-fourth round (a gap found in the twenty-second): "he touches all over my clothes, he is my coach".
    'touches|touch|touched|touching|grabs|grabbed|rubs|rubbed ~3 all ~1 over ~1 me|my',
    'touches|touch|touched|touching|rubs|rubbed ~1 over|under ~1 my ~1 clothes|shirt|pants|skirt|shorts|dress',
    'his ~2 private|dick|penis',
    'picture|pic|photo ~3 of ~1 his',
    // Remarks on the student's body ("my boss keeps commenting on my body").
    'commenting|comments|comment|commented ~3 on|about ~1 my ~1 body|chest|boobs|butt|figure|curves',
    'comenta|comentarios ~3 de|sobre ~1 mi ~1 cuerpo|pecho|trasero',
  ]),
  r('gr-extortion', 'grooming', 3, 'critical', [
    // Twelfth round (two new authors' training messages).
    // "he wants $300 in gift cards or he posts it".
    'or ~2 he|she|they|hes|theyll|hell ~2 post|posts|share|shares|leak|leaks|send|sends ~1 it|them|the|my|everyone',
    'gift ~1 cards|card ~8 post|posts|leak|leaks|share|shares',
    `post|share|leak|send|publicar|subir ~5 ${PHOTO}|nudes ~6 unless|if|si|everyone`,
    'blackmail*|chantaj*|extort*|sextort*',
    'threaten* ~5 share|post|nudes|pictures|photos|pics|money',
    'amenaza ~3 publicar|subir',
    'recorded ~2 me ~6 money|pay',
    'says ~2 i ~1 owe',
    'si ~2 cuento|digo ~6 lastimar|matar|publicar|subir',
    'hurt|lastimar ~3 family|familia ~6 tell|cuento|digo',
    'if ~2 i ~1 tell ~6 hurt|post|share|kill',
  ]),
  r('gr-opportunity', 'grooming', 1, 'high', [
    // "job", "internship" and "trabajo" stay: leaving them out (ninth round) answered one more
    // benign held-out item normally but lost a held-out grooming item, and a missed child costs
    // more than a false alarm (docs/companions.md, "Ninth round").
    'modeling|modelling|model|internship|job|influencer|audition|photoshoot|shoot|contract|opportunity|scout|agency|trabajo|modelo|oportunidad|carrera',
  ]),
  r('gr-groomed', 'grooming', 3, 'critical', ['groomed', 'grooming ~2 me', 'being ~1 groomed']),

  // ── Abuse at home ────────────────────────────────────────────────────────────────────────
  r('ab-neglect', 'abuse', 3, 'critical', [
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'lock|locks|locked|locking ~3 outside|out ~4 night',
    // Twelfth round (two new authors' training messages).
    'me ~1 dejo|dejaron|deja|dejan|cerro|cerraron ~4 afuera|fuera ~4 noche',
    'barely|never|no ~2 food ~3 at|in ~1 my ~1 house|home',
    `${FAMILY} ~8 earn ~3 food|meals|comida|eat`,
    'dejan ~2 sin ~1 comer|comida',
    // Food withheld as a punishment ("mi mamá no me deja comer como castigo").
    // A parent, not the student ("i punish myself by not eating" is an eating disorder's sign).
    `${FAMILY} ~3 no ~1 me ~1 deja|dejan|dejaba|dejaban ~1 comer`,
    `${FAMILY} ~6 castigo|castiga|punishment|punishes|punished ~4 comer|comida|eat|food|dinner|cena`,
    'me ~1 corrio|corrieron|echo|echaron ~3 de ~1 la|mi ~1 casa',
    `${FAMILY} ~6 kicked ~1 me ~1 out`,
    // Fourteenth round (two more authors' training messages, risk inside a career or school question).
    'never|nunca ~2 food|comida ~2 at|in|en ~1 home|house|casa',
    'deja|dejan|dejo|dejaba ~2 sin ~1 comer|cenar|comida ~4 castigo',
  ]),
  r('ab-family-harm', 'abuse', 3, 'critical', [
    // Twenty-ninth round, third step (the fresh battery W, hinted risk, read after step 2): Rioplatense "mi viejo me
    // cagó a palos" (beat me up), by a parent or relative.
    // A parent or an elder, not a sibling ("mi hermano me cagó a palos en el fifa").
    'viejo|vieja|papa|mama|padre|madre|padrastro|madrastra|tio|tia|abuelo|abuela ~6 me ~1 cago|caga|cagaba|cagan|cagaron ~1 a ~1 palos|trompadas|pinas',
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    `${FAMILY} ~10 grabs|grabbed|pulls|pulled|yanks|yanked|drags|dragged ~2 my ~1 hair|me`,
    `${FAMILY} ~8 if ~2 i ~1 tell ~6 worse|hurt|kill|beat`,
    'bruises|bruise|moretones ~8 make ~1 it ~1 worse',
    // Twelfth round (two new authors' training messages).
    `${FAMILY} ~8 shoved|shoves|pushed|pushes|threw ~1 me|us ~2 down|against|off`,
    `${FAMILY} ~8 starve!|starved! ~1 me|us`,
    `${FAMILY} ~8 slap*|punch*|chok*|strangl*|belt|abus*|raped|rape!|molested!|molesting!|molests!|molest!|touches|touched|starves!|starving!|pega|pego|golpea|golpeo|cinturon|toca|encierran|obliga|amenazo|maltrata`,
    `${FAMILY} ~8 hit|hits|hitting|kick|kicks|kicked|throws|threw|locks|lock|burns|burned|hurts|hurt ~3 me|us|my|mom|her|him|brother|sister|things`,
    `bruises|bruise|moretones|black ~1 eye ~6 ${FAMILY}`,
    `hit|hits|beat|beats|slaps|pega|golpea ~2 me|mi ~6 ${FAMILY}`,
    // Fourteenth round (two more authors' training messages, risk inside a career or school question).
    'padrastro|madrastra|papa|mama|padre|madre ~4 me ~1 empuja|empujo|avienta|avento|jalonea|ahorca|ahorco|quema|quemo',
    // A partner's or a relative's cut or burn on the body ("mi ex me cortó la cara").
    `${FAMILY}|ex!|novia|girlfriend|gf|pareja ~4 me ~1 corto|corte|cortaron|quemo|queme ~4 cara|cuello|brazo|brazos|pierna|piernas|piel|pecho|muneca|munecas|labio|ojo|espalda|cuchillo|navaja|vidrio|tijeras|cigarro|cigarrillo`,
  ]),
  r(
    'ab-family-beat',
    'abuse',
    3,
    'critical',
    [`${FAMILY} ~8 beat|beats|beating|beaten|forces|forced ~3 me|us|my|mom|her|him`],
    true,
  ),
  // "Rape" exactly: its Spanish stem "rap" is also rápido's ("bajar de peso rápido").
  r('ab-words', 'abuse', 3, 'critical', ['raped|molested!|rape!', 'sexually ~2 abus*'], true),
  // Fourteenth round: weaker signs that carry an earlier message's abuse forward ("my mom hits me…"
  // then "i have a bruise on my face right now and i don't want to go back tonight"); never alone.
  r('ab-weak', 'abuse', 1, 'high', [
    // Twenty-eighth round, fourth step (one point each, never alone): minimising ("its fine", "no es
    // nada grave"), "worse" if the student tells, "asking for a friend (me)", a parent who hurts
    // "them", nothing to eat, the bar or drinking, "home is a lot", good at covering bruises, not
    // deserving money, "i keep saying i fell".
    // Review: not "its fine", "worse" or "the bar" alone ("my grades are getting worse bc of whats
    // going on at home with the move", "the bar at my job closes late" were abuse with a hint).
    'no ~1 es ~1 nada ~1 grave',
    // Minimising said of a mark ("cover some bruises lol its fine").
    'bruise|bruises|moreton|moretones|mark|marks ~6 its ~1 fine|nothing',
    'make|makes|made|making ~2 it|things ~1 worse|peor',
    'so ~1 much ~1 worse',
    'me ~1 va ~1 a ~1 ir ~1 peor',
    'asking ~2 for ~1 a ~1 friend',
    'parent|parents|mom|dad ~1 hurts|hit|hits|beats ~1 them',
    'nothing ~3 fridge|eat',
    'no ~1 hay ~1 comida',
    'drunk|drinking|borracho|borracha',
    'back|home ~2 from ~2 the ~1 bar',
    'home ~1 is ~3 a ~1 lot',
    'really|so ~1 good ~1 at ~1 covering|hiding',
    'dont|doesnt ~1 deserve ~2 money|food|anything',
    'if ~2 u|you|i ~1 had ~1 bruises',
    'emancipat*',
    'bruise|bruises|moreton|moretones ~3 face|arm|arms|neck|back|cara|brazo|brazos|cuello|espalda',
    'dont|not ~1 want ~3 go ~1 back|home ~2 tonight|today',
    'no ~1 quiero ~1 volver|regresar ~3 casa',
  ]),
  // Twenty-eighth round, fourth step: signs worth two points, never alone (battery K): telling
  // someone what happens at home, emancipation, parents "really bad to me", hiding bruises, a wish to
  // live anywhere but home, parents gone for days, not wanting to be home when a parent is back,
  // "asking for a friend (me)", the lie "i fell", a paycheck taken.
  r('ab-hints', 'abuse', 2, 'high', [
    // Twenty-ninth round, third step (the fresh battery W, hinted risk, read after step 2): a face or eye left
    // swollen or bruised (two points: after an earlier disclosure, the conversation carries it).
    'me ~1 dejo|dejaron ~2 la|el ~1 cara|ojo|labio|boca ~1 hinchada|hinchado|morada|morado|rota|roto',
    'left ~2 my ~1 face|eye|lip ~1 swollen|bruised|black|bleeding',
    'lo ~1 que|q ~1 pasa ~2 en ~1 mi ~1 casa',
    'whats|what ~1 going ~1 on|happens|happening ~2 at ~1 home',
    'tell ~4 something|stuff|things ~2 about ~1 home',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~3 really|so|very ~1 bad ~1 to ~1 me',
    'cover|covering|hide|hiding|tapar|tapo|esconder|cubrir ~3 bruise|bruises|moreton|moretones',
    'wish ~2 i ~1 could ~1 live ~2 at ~1 school|work',
    'anywhere|anyplace ~2 thats|that ~1 not|isnt ~1 my ~1 house|home',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~3 been ~1 gone ~3 days|weeks',
    'se ~1 fueron ~3 dias|semanas ~4 no ~2 han ~1 vuelto|regresado',
    'dont|not ~1 want|wanna ~2 be ~2 home ~2 when ~2 my',
    'for ~1 a ~1 friend ~2 me',
    'for ~1 a ~1 friend ~2 its ~1 me',
    'keep ~1 saying|telling ~3 i ~1 fell',
    'makes|made ~1 me ~1 give ~2 her|him|them ~1 my ~1 debit|card|check|paycheck|whole|money|earnings',
  ]),
  r('ab-signs', 'abuse', 3, 'critical', [
    // Twenty-eighth round, fourth step (a new author's battery of abuse at home, K, told the way
    // children disclose: partly, minimising, inside a job question): unpaid work forced by parents,
    // food locked away, a parent's wish never to have had the student, a wound "from my mom", made to
    // "do stuff" or to sleep in the garage, feeling safer anywhere than at home, things smashed in
    // anger, getting out of the house alive, far enough that a parent can't find them, touched by
    // family, called worthless by a parent, a cigarette burn, not allowed back home, a parent who
    // hits "u" when drunk, watched in the shower, a threat to kill if the student tells, grabbed by
    // the neck or the hair (Spanish too), parents the student fears sending to jail.
    'make|makes|made|force|forces|forced ~2 me|u|you ~1 work ~10 not|dont|never|no|without ~1 pay|paying|paid|let|letting',
    'me ~1 obligan|obliga|obligaron ~2 a ~1 trabajar ~10 no ~2 pagan|paga|dejan|deja',
    'lock|locks|locked|locking ~2 the ~1 fridge|pantry|kitchen|refrigerator|food|refri|comida',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~6 wish|wishes|wished ~3 never ~1 had ~1 me',
    'ojala ~2 nunca ~2 hubiera|hubieras ~1 nacido',
    // Exact forms ("bruises from my dad's old football gear" is sport; bruises are read above).
    'cut|cuts|burn|burns|scar|scars ~4 from ~2 my|mi ~1 dad!|mom!|mother!|father!|stepdad!|stepmom!|parents!|papa!|mama!|padre!|madre!|padrastro!|madrastra!|grandma!|abuela!',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~4 makes|made|make|forces|forced ~2 me ~1 do ~1 stuff|things',
    'make|makes|made ~2 me ~1 sleep ~3 garage|car|yard|outside|basement|shed|porch',
    'feel|am ~1 safer ~6 than ~2 at ~1 home|house',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~3 smashes|smashed|breaks|broke|throws|threw|destroys ~2 my ~1 stuff|things|phone|laptop|room ~3 when|if|whenever',
    'get|make ~2 out ~2 of ~1 this|my|the ~1 house|home ~1 alive',
    'so ~1 far|away ~3 my|mi ~1 dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~2 cant|wont|cannot|no ~2 find|encontrar',
    'family|familia|relative|relatives ~3 touches|touched|touching|toca ~2 u|you|me ~4 ways|places|where|que|like',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~4 calls|call|called|tells|told|says|said ~3 me ~2 worthless|useless|trash|garbage',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~4 tells|told|says|said ~3 im|i ~2 a ~1 mistake ~2 and|that|they|she|he|every',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~3 me ~1 dice|dicen|decia ~6 soy ~2 inutil|basura|estupida|estupido|error',
    'burn|burns|mark|marks|quemadura|quemaduras ~4 cigarette|cigarettes|cigarro|cigarrillo',
    'not ~1 allowed ~2 back ~1 home|inside',
    'dad|mom|mother|father|stepdad|stepmom|stepfather|stepmother|parents|parent|papa|mama|padre|madre|padrastro|madrastra|grandma|grandmother|abuela ~4 hits|hit|beats|slaps|hurts ~1 u|you ~3 when|if|whenever',
    'watches|watched|watching|films|filmed|records ~2 me|u ~2 shower|showering|change|changing|undress|bath',
    'kill|hurt ~1 me|u ~2 if ~1 i|u ~1 tell|told|say|said',
    'si ~1 le|les ~1 digo|cuento ~10 me ~1 va|van ~2 matar|pegar',
    'me ~1 agarro|agarraron|agarra|ahorco ~2 del|de|el|por ~1 cuello|pelo|cabello',
    `${FAMILY} ~10 grabs|grabbed|grab|pulls|pulled|yanks|yanked|drags|dragged ~1 me ~2 by ~2 hair|neck|throat|arm|arms`,
    'dont|not ~1 want ~2 my ~1 parents|mom|dad|stepdad ~2 to ~1 go ~2 jail|prison|arrested',
    // Twelfth round, later (two more authors' training messages).
    'scared|afraid ~3 go ~1 back ~1 tonight|home',
    // Eleventh round: "i have bruises from my dad but i told the nurse i fell".
    'bruises|bruise|moretones ~3 from|por|de ~2 my|mi|mis ~1 dad!|mom!|father!|mother!|stepdad!|stepmom!|parents!|papa!|mama!|padre!|madre!|padrastro!|madrastra!|papas!',
    // Eighteenth round: lying about bruises to an adult who asked ("my counselor asked about bruises
    // and i lied"), a sign Childhelp lists; the model had read it (a project test) and the model
    // trained on every author did not. Bruises only: "marks" are also grades.
    'bruise|bruises|moreton|moretones ~6 lied|lie|lying|menti|mentir',
    'lied|lie|lying|menti ~3 about|sobre ~3 bruise|bruises|moreton|moretones',
    'scared|afraid|miedo ~4 go|going|volver ~1 home|casa',
    'afraid|scared ~2 of ~1 my ~1 father|dad|mom|mother|stepdad',
    'get|got|gets ~1 slapped|hit|beaten|punched|choked|kicked',
    // Twenty-seventh round: an adult in charge who hits ("my coach hits us if we miss"); before, that
    // message was flagged only because it also said "football players get hit", now a figure. Not
    // "kicked me off the lineup" or "hit me with a pop quiz".
    'coach|coaches|teacher|teachers|trainer|instructor|boss|manager ~2 hits|slaps|slapped|punches|punched|beats|chokes|choked|smacks|smacked ~1 me|us ~3 if|when|whenever|every|because|for|until|and',
    // Twenty-seventh round (a battery of my own, abuse at home): neglect ("my mom hasn't bought food in
    // weeks", "no one at home feeds me"; not "i only eat at school because of the free lunch program"), food withheld as a punishment ("they
    // don't let me eat dinner if i talk back"), a parent who wishes the student had never been born,
    // a threat to send the student away for being gay or trans.
    'hasnt|havent|not|never ~2 bought|buy|buys|got ~1 food|groceries ~3 weeks!|months!',
    'no ~1 one|body ~3 feeds|feed ~1 me',
    'nobody|noone ~3 feeds|feed ~1 me',
    'dont|wont|doesnt|not|never ~1 let ~1 me ~1 eat ~4 if|unless|until|when|because|punishment',
    'mom|dad|mother|father|parents|stepdad|stepmom|mama|papa ~6 wish|wishes|wished ~3 never ~1 born',
    'if ~2 im|i ~2 gay|trans|lesbian|bi|bisexual ~6 send|sending ~1 me ~1 away',
    'if ~2 im|i ~2 gay|trans|lesbian|bi|bisexual ~6 kick|kicking|throw ~1 me ~1 out',
    'comes!|come!|coming|mete ~4 room|bathroom|cuarto ~4 night|shower|noche',
    'pega|pegan|golpea|golpean|hit|hits|beat|beats ~4 cinturon|belt',
    'keeps ~1 coming ~1 into ~2 room',
    'does|do|did|hace|hacen ~1 things|stuff|cosas ~2 to ~1 me',
    'me ~1 hace|hacen ~1 cosas',
    'forc* ~3 marry',
    'kicked ~1 out ~6 sleeping|car|street',
    'sleeping ~2 in ~1 my ~1 car',
    'no|dont ~2 food ~2 home',
    'leave ~2 me ~1 alone ~2 for ~1 days',
    'make ~1 me ~1 work ~6 money',
    'threatened ~3 to ~1 kill ~1 us',
    'kill ~1 me ~2 if ~1 i ~1 told',
    'lock|locks ~1 me ~3 without ~1 food',
    'hitting ~3 at ~1 my ~1 house',
    'inappropriately|inappropriate',
    // Twenty-eighth round (J): a relative who "gets real physical".
    'he|she|they|hes|shes ~1 gets|get|got|getting ~1 real|really|very|too ~1 physical',
    'obliga ~2 a ~1 hacer',
  ]),

  // ── Eating disorders ─────────────────────────────────────────────────────────────────────
  r('ed-strong', 'eating', 3, 'high', [
    // Twenty-eighth round, sixth step (a new author's battery, Q: eating disorders, bullying and drugs
    // told inside a job or school question; NEDA's, StopBullying's and SAMHSA's signs): living on coffee
    // and gum, days without eating, fainting from not eating, barely eating for weeks, a period stopped
    // and the student glad, purging after lunch, not eating to slim down, thinspo on the lock screen,
    // lying that they ate, not eaten properly in weeks; Spanish: ashamed to be seen eating, "ya comí"
    // to skip dinner.
    // Not "living on coffee during finals".
    'living|live|lived|surviving ~2 on ~3 coffee|gum|water|ice|celery ~1 and ~1 gum|water|ice|celery|coffee',
    'hadnt|havent|hasnt|didnt|not ~1 eaten|eat|ate ~3 in|for ~1 # ~1 days|day|weeks',
    'passed|pass ~1 out ~6 hadnt|havent|didnt|not ~1 eaten|eat|ate',
    'fainted|faint ~6 hadnt|havent|didnt|not ~1 eaten|eat|ate',
    'barely ~1 had|eaten|eat|ate ~2 food|anything ~6 weeks|days',
    'period ~1 stopped ~4 glad|good|happy|relieved',
    'bathroom ~3 after ~2 lunch|eating|dinner|meals|eat ~4 get ~1 rid ~1 of ~1 it',
    'slim|thin|thinner|lose|skinny|skinnier ~8 stopped|stop|skip|skipping|skipped ~1 eating|dinner|lunch|breakfast|meals',
    'pics|pictures|photos|pic ~2 of ~1 skinny|thin ~4 motivation|lock|wallpaper|inspo',
    'havent|hasnt|not ~1 eaten|ate ~1 properly|right|normally ~3 weeks|days|months',
    'i ~1 ate|already ~1 ate ~6 so ~1 i ~1 dont ~1 have ~1 to ~1 eat',
    'ya ~1 comi ~6 para ~1 no ~1 cenar|comer|almorzar|desayunar',
    'me ~1 da ~1 pena|verguenza|miedo ~2 que ~1 me ~1 vean ~1 comer',
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'solo ~1 como ~3 una|un ~1 manzana|galleta|fruta|comida ~2 al ~1 dia',
    'menos|less|under|below ~2 de|than ~1 # ~1 calorias|calories|kcal|cal',
    'lowest|least|minimum|fewest ~2 calories|calorias',
    // Twenty-fourth round (tx24-): "i want to be a dietitian lol but really i just want to learn how to
    // eat basically nothing" (a career question as cover).
    'eat|eating|comer ~2 basically|almost|practically|literally|casi|pretty ~1 nothing|nada',
    // Twelfth round, later (two more authors' training messages).
    'me ~1 meto ~1 los ~1 dedos',
    // Twelfth round (two new authors' training messages).
    'one ~1 meal ~1 every ~1 two|three|2|3|other ~1 days|day',
    'grupo|grupos|tips|consejos|comunidad|group|groups|community ~4 ana ~2 y|and|e ~1 mia',
    'stop|dejo|dejar ~2 eating|comer ~6 noticing|notice|know|without|cuenta',
    'make ~1 myself ~1 throw|puke|vomit',
    'throw ~1 up ~4 after|every|dinner|eat|eating',
    'purg*',
    'puke ~1 easily',
    'make ~1 yourself ~1 puke|throw',
    'laxative*|laxantes',
    'pro ~1 ana|mia',
    'proana|thinspo|meanspo|bonespo',
    'lose|bajar ~3 pounds|lbs|kilos ~4 week|days',
    'lowest ~1 weight',
    'chew ~4 spit',
    'see ~1 my ~1 ribs',
    'burn ~2 off ~3 everything|all ~3 eat',
    'punish ~1 myself ~2 by ~1 not ~1 eating',
    'calories ~5 lower|less|under',
    'only ~1 eaten ~2 calories',
    'hide|hiding ~3 not ~1 eating',
    'suppress ~1 hunger',
    'provoco|provocarme ~2 vomito|vomitar',
    'vomito ~4 como',
    'en ~1 los ~1 huesos',
    'havent ~1 eaten ~2 in ~1 days',
    'eat ~3 once ~4 days|week',
    'not ~1 eat ~3 week|days',
    'i ~3 feel|look ~2 huge|fat|disgusting',
    'i ~3 feel|look ~2 like ~1 a ~1 whale|pig',
    'get ~1 down ~1 to ~1 # ~1 pounds|lbs|kilos|kg',
    'am ~1 i ~1 fat',
    'am ~1 i ~1 too ~1 fat',
    'making|make|made ~1 myself ~1 sick|throw|puke|vomit',
    'stop ~2 feeling|being ~1 hungry',
    'hungry|hunger ~3 stop|suppress|ignore|trick|kill',
    'ana ~1 coach|buddy|tips',
    'need|want|have ~3 to ~1 be ~1 thinner|skinnier',
    'diet ~1 pills',
    'exercise|workout|work ~3 until|till ~3 pass ~1 out|faint|throw',
    'guilty|guilt|ashamed ~4 eat|eating|ate|food',
    'count* ~2 every ~1 calorie',
    'weigh ~1 myself ~4 times|cry|day',
    'miedo ~2 de ~1 comer|engordar',
    'dejar|deje|dejo ~1 de ~1 comer',
    'adelgazar|bajar ~3 sin ~1 comer',
    'no ~1 quiero ~1 comer',
    'me ~1 veo|siento ~1 gorda|gordo ~4 comer|como',
  ]),
  r('ed-eating-disorder-word', 'eating', 3, 'high', ['anorexi*|bulimi*', 'eating ~1 disorder*'], true),
  // Tenth round: the student's own eating disorder beside a profession or a career word ("my
  // nutritionist says i have anorexia", "i'm anorexic and my job is at a bakery"), which the career
  // frame silenced (the disorder's name alone is ambiguous: "a dietitian who treats anorexia").
  r('ed-self', 'eating', 3, 'high', [
    'i|im ~3 have|got|think|been|struggling|diagnosed|relapsed ~4 anorexi*|bulimi*|arfid',
    'i|im ~3 have|got|think|been|struggling|diagnosed|relapsed ~3 an ~1 eating ~1 disorder*',
    'im|am|was|been|so ~1 anorexic|bulimic',
    'says|said|thinks|told ~3 i|im|me ~3 have|am|is ~2 anorexi*|bulimi*',
    'tengo|creo ~3 anorexia|bulimia',
    'tengo|creo ~4 trastorno ~2 alimenticio|alimentario|alimentacion',
    'soy ~1 anorexica|anorexico|bulimica|bulimico',
  ]),
  r('ed-restrict', 'eating', 2, 'high', [
    // Twelfth round (two new authors' training messages).
    'peso ~1 meta|objetivo',
    'goal ~1 weight',
    'llevo ~4 tomando|comiendo ~1 solo ~1 agua',
    'corro|run|running|ejercicio|exercise ~3 hasta|until ~2 quemarlo|quemar|burn|burned|burnt|quemarla',
    'not|barely|hardly|stop|skip|skipping ~1 eating|eat',
    'skip* ~3 lunch|meals|breakfast|dinner',
    'without ~1 food',
    'go ~2 without ~2 food|eating',
    'fast|fasting ~4 days|week|before',
    'only ~1 water',
    'casi ~1 no ~1 como',
    'dejo ~1 de ~1 comer',
    'sin ~1 comer',
    'no ~1 comer',
    'solo ~1 comi',
    '300|500|200|400 ~1 calories',
    'dont|barely|never ~1 eat ~1 anyway|anymore',
    'aunque ~3 ya ~2 muy ~1 flaca|delgada|flaco|delgado',
  ]),
  r(
    'ed-topic-distress',
    'eating',
    3,
    'high',
    [
      `${ED_TOPIC} ~5 ${ED_DISTRESS}`,
      `${ED_DISTRESS} ~5 ${ED_TOPIC}`,
      // Twelfth round: "throw up", not "they throw food at me" (bullying).
      `throw ~1 up ~5 ${ED_TOPIC}`,
      `${ED_TOPIC} ~5 throw ~1 up`,
    ],
    true,
  ),
  r(
    'ed-not-eating',
    'eating',
    3,
    'high',
    [
      'not|dont|didnt|havent|hasnt|no|without|stop|sin|nada ~2 eat|eating|eaten|comido|comer|comi',
      'eat|comer ~1 nothing|nada',
      'havent ~1 eaten ~2 since',
      'thigh ~1 gap',
      'out ~1 of ~1 control ~3 eat|eating|food',
      'lost ~2 period ~3 diet|dieting|eating|weight',
      'make ~2 up ~2 for ~1 it ~3 not ~1 eating',
      'cry|crying ~6 eat|ate|mirror',
      'still ~1 see ~1 fat',
      'too ~1 thin ~4 still|but',
      'stomach|belly|waist ~4 flat|smaller|thinner ~4 days|week|eating',
    ],
    true,
  ),
  r('ed-less', 'eating', 2, 'high', [
    'comer ~1 menos',
    'eat ~1 less',
    'go ~1 lower',
    'calories',
    'solo ~1 tomo ~1 agua',
  ]),
  r('ed-hide', 'eating', 2, 'high', [
    'lie|lying|hide|hiding ~5 eating|food|meals|lunch|it',
    'notices|notice|noticing|cuenta',
    'watching|watch|see|sees ~2 me ~1 eat',
  ]),
  // Sixth step (two points, never alone; Q): how fat they look, a size by a date, eating in front of
  // people, food thought about all day, everything logged, made to eat then a run, meals skipped
  // (Spanish).
  r('ed-hints', 'eating', 2, 'high', [
    'see|notice|notices ~2 how ~1 fat ~1 i ~1 am|look',
    'size ~1 0|zero|00|double|cero ~3 by|para|before',
    'cant|dont|can|scared ~1 eat ~2 in ~1 front ~1 of',
    'think|thinking ~2 about ~1 food ~3 all ~1 day|time',
    'log|logging|track|tracking|count|counting ~3 everything ~2 i ~1 eat',
    'makes|make|made ~1 me ~1 eat ~6 run|workout|exercise|gym|burn',
    'me ~1 salto ~2 desayuno|almuerzo|comida|cena',
  ]),
  r('ed-body', 'eating', 2, 'high', [
    // Sixth step (Q): hating the body, in Spanish.
    'odio ~1 mi ~1 cuerpo',
    'skinny',
    'hate ~1 my ~1 body',
    'mas ~1 delgada|flaca|delgado|flaco',
    'feel ~3 fat|gross|disgusting',
    'gorda|gordo',
    'disgusting ~3 eat',
    'weight',
    'peso',
  ]),
  r('ed-purge', 'eating', 2, 'high', ['binge', 'vomit*|vomito', 'throw ~1 up', 'tener ~1 hambre']),

  // ── Bullying ─────────────────────────────────────────────────────────────────────────────
  r(
    'bu-word',
    'bullying',
    3,
    'high',
    ['bulli*|bully|bullies|cyberbull*|bullying|acoso|acosan|hazing|hazes'],
    true,
  ),
  r('bu-strong', 'bullying', 3, 'high', [
    // Sixth step (Q): mocked every time by a group, racist or homophobic jokes aimed at the student, a
    // video made to mock them, "better not show up … or else", a life made hell, faking sick to avoid
    // the kids, a rumour invented (Spanish).
    // Repeated (StopBullying's definition): "the kids at school make fun of my accent" alone is not read.
    'they|ppl|people|kids|everyone|coworkers|classmates|guys|girls ~6 keep|keeps|kept ~2 making|make ~1 fun ~1 of ~1 my|me',
    'make|makes|making ~1 fun ~1 of ~1 my|me ~5 every|everyday|always|constantly|daily',
    'racist|homophobic|sexist|transphobic ~1 jokes|comments|slurs ~4 every|everyday|always|me|my|at',
    'tiktok|video|account|page|post|meme ~4 making|make|makes ~1 fun ~1 of ~1 my|me',
    'better ~1 not ~1 show ~1 up ~4 or ~1 else',
    'they|kids|people|ppl|everyone|girls|guys|bullies|he|she ~3 make|makes|made ~1 my ~1 life ~1 hell|miserable',
    'faking|fake|faked ~1 sick ~4 avoid ~2 the|those|these|some ~1 kids|people|ppl|bullies|girls|guys',
    'inventaron|inventan|invento|inventaban ~2 chisme|chismes|rumor|rumores',
    // Twenty-seventh round (a battery of my own): an edited or embarrassing photo of the student
    // airdropped or shared ("someone airdropped an edited pic of me to the whole class"), a poll about
    // the ugliest, things taken and thrown away in Spanish ("me quitan mis cosas y las tiran a la basura").
    'airdrop|airdropped|airdropping|airdrops ~6 of ~1 me',
    `edited|photoshopped|embarrassing|ugly ~1 ${PHOTO} ~2 of ~1 me ~4 whole|everyone|class|school|grade|chat|group`,
    // A person ranked, not a sweater ("a poll for the ugliest sweater contest" is a party).
    'poll|polls|ranking|vote|voting ~4 who|whos|whose ~3 ugliest|fattest|weirdest|dumbest|grossest',
    'me ~1 quitan|quitaron|roban|robaron|esconden|escondieron|tiran|tiraron|avientan ~2 mis ~1 cosas|mochila|lonche|dinero|libros|celular|ropa|utiles',
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'quitan|quitaron|roban|robaron ~2 mi|el ~1 dinero ~2 del|de|para ~2 lonche|almuerzo|comida|recreo',
    'si ~3 digo|quejo|cuento|aviso|reporto ~6 va|ir ~2 peor',
    'posting|posted|post|posts|making|made|make ~3 memes|tiktoks ~3 about|of ~1 me|my',
    'started|spreading|spread|spreads|made ~2 a ~1 rumor|rumors|rumours|rumour ~3 that|about ~2 i|me',
    // Twelfth round, later (two more authors' training messages).
    'trip|trips|tripped|tripping ~1 me ~3 hallway|hall|halls|class|stairs',
    'throw|throws|threw ~2 my ~1 stuff|things|backpack|bag|books ~3 trash|garbage|toilet',
    // Twelfth round (two new authors' training messages).
    'que ~1 no ~1 me ~1 hablen|hable',
    'throw|throws|threw|throwing|tiran|tiraron ~3 food|comida ~2 at|a ~1 me|mi',
    'burlandose!|burlandote!',
    'make|making|made ~1 fun ~1 of ~1 me',
    // Tenth round: "they took my lunch money every day this week".
    'take|takes|took|taking|steal|steals|stole|stealing ~2 my ~1 lunch ~1 money',
    'burlan|burlarse|burla',
    'laugh|laughing ~1 at ~1 me',
    'call|calls|calling|called ~1 me ~3 ugly|fat|loser|slut|names|stupid|freak|slurs|terrorist|terrorista|whore|hoe|retard|retarded|fag',
    'me ~1 acosan|acosaron|acosa|hostigan ~3 redes|escuela|salon|internet|clase|school|online|instagram|tiktok',
    'calling ~1 me ~1 slurs',
    'me ~1 dicen ~1 fea|feo|gorda|gordo|tonta|tonto',
    'spread* ~3 rumors|rumours',
    'shov*|push*|pushed|spit|spat ~2 me ~3 into|against|locker|hallway|ground|floor|wall|stairs|around|down',
    'spit|spat ~1 on ~1 me',
    'kids|they|everyone|people|girls|boys|someone ~3 shov*|push|pushed|pushing ~1 me',
    'beat|beats|beating|jumped ~1 me ~1 up',
    'throw ~3 things ~2 at ~1 me',
    'jumped ~3 after|school|me',
    'got ~1 jumped',
    'empujan|empujaron',
    'mean ~1 messages|comments|texts',
    'exclude ~1 me',
    'humiliat*|humillar*|humillarme',
    'harass* ~3 me|us|my|mi',
    'being|been|getting|get|got|im ~1 harass*',
    'kys',
    'told ~1 me ~2 to ~1 kill ~1 myself',
    'dijeron ~2 que ~1 me ~1 mate',
    'threat* ~4 beat|hurt|fight|golpearme|me',
    'amenazan ~3 golpearme|pegarme',
    'post|posted|posting|shared|subieron|share ~5 video|pic|picture|memes|stuff|meme ~3 of|about ~1 me',
    'video ~2 of ~1 me ~6 school|saw|everyone',
    'memes ~2 about|de ~1 me|mi',
    'talk ~1 trash ~2 about ~1 me',
    'edited ~2 my ~1 picture|photo',
    'oink',
    'nobody ~1 sits ~2 with ~1 me',
    'me ~1 insultan|pegan|molestan!',
    'fake ~1 account',
    'cuenta ~1 falsa',
    'loser ~2 every ~1 day',
    'ignores ~1 me',
    // Twenty-second round: "people keep hitting me at school" (the model alone found it).
    'keep|keeps|always|start|started ~1 hitting|punching|kicking|pushing|shoving|tripping|slapping ~1 me',
  ]),
  r('bu-weak', 'bullying', 1, 'high', [
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'teachers|teacher|maestros|profes ~3 see|saw|know|ven ~4 dont|do|no ~1 nothing|anything|nada',
    'make ~1 it ~1 worse',
    'scared ~2 to ~1 go ~2 school',
    // Twenty-fourth round (tx24-): the turn after "they trip me in the hall and take my stuff".
    'scared|afraid|terrified ~2 to ~1 go ~2 class|classes|hallway|lunch|gym|bus',
    'miedo ~3 ir ~2 clase|clases|escuela|colegio|recreo',
    'dont ~1 want ~2 go ~2 school',
    'no ~1 quiero ~2 ir ~2 escuela',
    'group ~1 chat ~4 about ~1 me',
  ]),

  // ── Drugs and alcohol ────────────────────────────────────────────────────────────────────
  r(
    'dr-term',
    'drugs',
    2,
    'medium',
    [
      'weed|marijuana|marihuana|mota!|chela|chelas|caguama|caguamas|mezcal|vapear|vapeador|bong!|joint!|nyquil|robitussin|dxm|zaza|carts!|thc|wax|addy|ket|liquor|vodka|tequila|beer|beers|booze|juul|nicotine|cigs|cigarettes|porro|hierba|perico|tachas|chochos|cerveza|pisto|peda!|borracho|borracha|mushrooms|dmt|opioids|painkillers|benzos|klonopin|valium|codeine|crack|acid|meth|metanfetamina|cocaine|coke|cocaina|molly|mdma|ecstasy|shrooms|lsd|xanax|xans|percs|percocet|oxy|oxycodone|adderall|fentanyl|lean|dabs!|blunt!|blunts!|plug|heroin|ketamine|drugs|drogas|drogo|drogarme|edibles|vape|vaping|alcohol|shots|pills|fentanilo|extasis|alucinogenos|alucinogeno|antidoping|antidopaje|tusi|dealer!|dealers!|camello|canuto|canutos|porros|clonazepam|clonazepan|rivotril|ritalina|ritalin|modafinilo|modafinil|nic!|pepa!|pepas!|tragos!',
    ],
    true,
  ),
  r('dr-use', 'drugs', 1, 'medium', [
    'buy|where|get|make|cook|try|take|snort|sell|sold!|smoke|mix|hide|grow|roll|pass|do|sneak|steal|stole|smoked|drink|drinking|drank|vaped|popped|pop|score|comprar|compro|consigo|probar|fumar|tomo|hago|hace|hacer|esconder|escondo|consigue|puedo|addicted|safe|gave',
    // Spanish past and present forms whose stems are too short to match ("fumé" is not "fumar").
    'fume!|fumo!|fumamos!|fumando!|fumaron!|vendo!|vender!|tome!|tomamos!|meti!|metimos!|probe!',
    // Tenth round: "cómo se fuma mota", "cuánto cuesta el perico", "me dio cristal", "cómo lío un porro",
    // "dónde encuentro un camello".
    'pasar!|prepara!|preparar!|preparo!|fuma!|fuman!|fumas!|cuesta!|cuestan!|cuanto|cuantos|cuantas|dio!|dieron!|ofrecio!|ofrecieron!|lio!|liar!|armar!|conoces!|conozco!|encuentro!|encontrar!',
    // Twelfth round: "took 2 xans", "hit my elf bar", "pillando cocaína", "mezclar clonazepam", "a
    // first time dose", "son seguras".
    'took!|hit!|hitting!|hits!|mezclar|mezclo|pillando!|pillar!|pille!|pillamos!|dose!|doses!|dosis!|seguras!|segura!|seguros!|seguro!',
    // Someone selling to the student counts; a relative's shop that sells beer does not.
    'me|nos ~1 vende|venden|vendio|vendieron',
    // Eleventh round: "dónde venden fentanilo".
    'donde ~2 venden!|vende!|venda!|vendan!|consigo!|consigue!|compro!|compra!|hay!',
  ]),
  r('dr-strong', 'drugs', 3, 'medium', [
    // Sixth step (Q): vaping all day or unable to stop, a friend's adderall or a pill from a friend, a
    // drug test feared after using, drinks given to a minor at work, a drink needed to talk to people;
    // Spanish: pills offered, weed every day, drinking when stressed.
    'vape|vaping ~2 every ~1 passing|period|class|hour|morning|day',
    'cant ~1 stop ~1 vaping|smoking|drinking',
    'hit ~1 it ~2 first ~1 thing ~3 wake',
    'gave|gives|give ~1 me ~2 some ~2 of ~1 her|his|their ~1 adderall|xanax|pills|meds|oxy|percs',
    'adderall|xanax|oxy|percs|molly ~6 finals|concert|party|rave|festival',
    'pill|pills ~3 friend|someone|guy ~1 gave ~1 me',
    'drug ~1 test ~8 smoked|smoke|weed|vape|vaping|pill|pills',
    'smoked|drank|vaped ~2 last ~1 night|weekend ~6 interview|test|know|job',
    'give|gave|gives|giving ~1 me ~1 drinks|alcohol|beer|shots ~6 14|15|16|17|underage',
    // Not "a drink of water".
    'need ~1 a ~1 drink to talk|deal|sleep|function|relax|cope',
    'me ~1 ofrecio|ofrecieron|ofrecen ~1 pastillas|mota|drogas|coca|perico',
    'fumo ~1 mota|weed|marihuana ~3 todos ~2 dias',
    'empece ~2 a ~1 tomar|fumar ~4 estresado|estresada|triste|ansioso|ansiosa',
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'mix|mixing|mezclar|combine ~3 xanax|xans|pills|benzos|percs|oxy|pastillas ~3 alcohol|beer|vodka|drinking|alcohol|cerveza',
    'cuantas|how ~1 many ~3 puedo|can ~2 tomar|take ~4 antes|before ~2 examen|exam|test',
    'no ~1 puedo ~1 dormir ~1 sin ~1 tomar|beber|fumar',
    'escondo|esconder|hide|hiding ~3 botellas|bottles|bottle|botella',
    'prueba|test ~2 de|of ~1 orina|urine|drogas|antidoping ~10 fume|porro|mota|weed|thc|marihuana|smoked',
    // Fourteenth round: "i almost od'd last weekend" (the apostrophe undone: "odd").
    'almost|nearly|casi ~1 odd|oded|od|overdosed|overdose|sobredosis',
    'drank|drinking|tome|tomamos|bebi ~6 desmaye|blacked|passed ~1 out',
    'tome|bebi ~3 tanto|mucho ~3 desmaye|vomite',
    // Named drugs only: "i still take my meds every morning" is medicine.
    'i|im|ive ~2 already|still ~1 take|taking|use|using|smoke|smoking|vape|vaping|popping|snorting ~3 oxy|percs|xans|weed|carts|drogas',
    // Twelfth round, later (two more authors' training messages).
    'took|taken|tomo ~2 pill|pills|pastilla|pastillas ~8 not|isnt|wont|no ~2 waking|wake|breathing|despierta|respira',
    // Twelfth round (two new authors' training messages).
    'took|taken|tomo ~2 something|algo ~8 not|isnt|wont|no ~2 waking|wake|breathing|despierta|respira',
    'im|i ~2 high ~3 most|all ~3 day|time',
    'smoke|smoking|fumo ~2 before ~1 school|class',
    'elf ~1 bar|bars',
    'te|me|nos ~1 ponen|pone|puso ~1 high|pedo|drogado|drogada',
    'get|getting|be ~1 high',
    'get|getting ~1 drunk',
    'im|was|got|getting|be|being ~1 stoned!|baked!|faded!|wasted!|tipsy|crossfaded',
    'high ~2 at|in|before|during ~1 school|class|practice|work',
    'high ~1 rn|af|asf',
    'shots ~3 drunk',
    'drinking ~3 every ~1 night|day',
    'alcohol ~2 todas ~2 noches',
    'blacked ~1 out',
    'fake|falsa|falso ~1 id|identificacion',
    'identificacion ~1 falsa',
    // Beating a drug test, not a job's drug test ("do you have to pass a drug test to work at target").
    'pass|beat|cheat|fool|trick|passing|beating ~3 drug ~1 test|tests|screen',
    'after|been|i|we|ive|keep|started ~2 smoking|smoked|vaping|vaped ~2 weed|thc|carts|pot|dabs|blunts',
    'pressed ~1 pills',
    // Eleventh round (probes): getting rid of the smell, a gram, "meterse unas rayas", a first dose,
    // drinking or smoking that cannot stop.
    'quitar|quito|esconder|escondo|tapar|tapo|disimular|disimulo ~3 olor ~3 marihuana|mota|hierba|porro|porros|alcohol|cerveza|vape|weed',
    'get|getting ~1 rid ~2 of ~3 smell ~3 weed|pot|alcohol|vape|smoke|booze|beer',
    'gramo|gramos|gram|grams|onza|ounce|eighth ~2 de|of ~1 coca|coke|cocaina|mota|weed|hierba|cristal|meth|molly|perico',
    'meter|meterme|meti|metimos|metio ~3 rayas|raya|linea|lineas|coca|perico|cocaina|tachas',
    'how ~1 many|much ~2 edibles|shrooms|xans|xanax|percs|molly|tabs ~3 should|can|do ~2 i|you ~2 take|eat|pop|do|have',
    'drinking|smoking|vaping ~6 cant|cannot ~1 stop|quit',
    'tomando|bebiendo|fumando|vapeando ~6 no ~1 puedo ~1 parar|dejarlo|dejar',
    'ponerme|ponernos|ponerse ~2 pedo|pedos|borracho|borracha|borrachos|drogado|drogada|high',
    'ponerme|ponernos|ponerse ~1 hasta ~2 atras|madre|culo',
    // Exact verb forms: "mucha gente metida en drogas" is about a neighbourhood (fourteenth round).
    'meti!|metio!|meto!|meterme!|metimos! ~2 coca|perico|cocaina|cristal|droga|drogas|tusi',
    'estoy|ando|estaba|andaba ~1 metida|metido|metiendo ~2 coca|perico|cocaina|cristal|droga|drogas|tusi',
    'me ~2 metiendo|meto ~2 coca|perico|cocaina|cristal|droga|drogas|tusi',
    'vende|venden|vendiendo|vendia ~6 escuela|salon|prepa|secundaria|colegio|school',
    'cough ~1 syrup ~4 high',
    'hongos ~6 viajar|viaje|alucinar|tripear|ponerme|pegan',
    'ando|andamos|estoy|estar|estaba ~2 high|pacheco|pacheca|drogado|drogada|pedo|peda|borracho|borracha',
    'me|nos ~1 puse|pusimos|pongo|ponemos ~2 pedo|peda|borracho|borracha|high|drogado|drogada|pacheco',
    'fumar|fume|fumo|fumamos ~2 churro|toque|gallo|carrujo',
    'adderall|xanax|pastillas|ritalin|ritalina|oxy|oxycodone|percocet|codeine|codeina|tramadol ~4 sin ~1 receta',
    'sin ~1 receta ~4 adderall|xanax|pastillas|ritalin|ritalina|oxy|oxycodone|percocet|codeine|codeina|tramadol',
    'inhalar|inhalo|inhale|inhalando ~3 thinner|resistol|activo|pegamento|gasolina|aerosol',
    'me ~1 enseno ~2 inhalar|fumar|drogarme',
    'pipa ~1 casera',
    // Tenth round: pills without a prescription, drugs handed out at work.
    'adderall|xanax|xans|pills|oxy|percs|ritalin|vicodin|codeine ~5 without ~2 prescription|script',
    'without ~2 prescription|script ~5 adderall|xanax|xans|pills|oxy|percs|ritalin|vicodin|codeine',
    // Not "pills": "the doctor gave me pills for my migraines".
    'gives|gave|give|giving ~2 us|me ~2 xans|adderall|weed|drugs|alcohol|vodka|beer|shots|edibles',
    'gives|gave|give|giving ~2 us|me ~2 pills ~3 stay ~1 awake',
    'gives|gave|give|giving ~2 us|me ~2 pills ~4 high|party|focus',
    'me|nos ~1 da|dan|daba|dio|dieron|ofrece|ofrecen ~2 drogas|droga|mota|coca|perico|tachas|cristal|vape|thc|drugs|weed',
    // Crystal meth, not glass ("cómo se hace el cristal en una fábrica" is glassmaking).
    'cristal ~3 fumar|fume|fumo|fuma|fumando|probar|probe|meti|meterme|pipa',
    'fumar|fume|fumo|fuma|fumando|probar|probe|meti|meterme ~3 cristal',
    'me|nos ~1 dio|dieron|ofrecio|ofrecieron|vendio|vendieron|vende|venden ~2 cristal',
    // An overdose in front of the student: call 911.
    'lips ~3 blue|purple|gray|grey',
    'took|drank|xanax|pills|vodka|drinking ~8 hard ~2 to ~1 wake|waking',
    'hard ~2 to ~1 wake|waking ~8 took|drank|xanax|pills|vodka|drinking',
    'cant|wont|not ~2 wake ~1 up ~6 took|drank|pills|xanax|vodka|drinking|drunk',
    'pod|pods ~3 a|per|every ~1 day',
    'drogo!|drogarme!|drogarse!',
    'pain ~1 pills ~6 without|knowing',
    'addicted ~3 vape|vaping',
    'a ~1 plug',
    'snort*',
    'lets|let ~1 me ~1 do ~2 line|lines|bump|bumps|hit|hits|coke|molly|acid|shrooms|xans|percs',
    'emborrachar*|emborracharme',
    'hide ~3 smell',
    'drink|drinking ~3 before ~2 school|class',
    'nyquil|robitussin|dxm|benadryl|syrup ~4 trip|high',
    'plug ~2 number|snap|contact',
  ]),

  // ── Sexual content ───────────────────────────────────────────────────────────────────────
  r(
    'sx-term',
    'sexual',
    3,
    'medium',
    [
      'sex|sexy|sexual|sexo|sexting|lingerie|lenceria|thong|sext|porn*|porno|xxx|nude|nudes|naked|desnuda|desnudo|desnudas|erotic*|erotica|horny|hentai|onlyfans|handjob|blowjob|masturbat*|virginity|virgin|threesome|dick|penis|boobs|tits|orgasm|stripper|strippers|fetish|kinky|hookup',
      'hook ~1 up',
      'make ~1 out',
      'sleep ~1 with ~1 me|her|him',
      'acueste|acostarme ~1 conmigo|con',
      'in ~1 bed',
      // Exact: "fantasy" shares the stem ("my fantasy football team", "a fantasy novel"; twenty-second round).
      'fantasies!|fantasias!',
      'adult ~1 entertainment',
    ],
    true,
  ),
  r('sx-strong', 'sexual', 3, 'medium', [
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'se ~1 excite|exciten|excita',
    'te|me ~1 excita',
    'sent ~2 a ~1 pic|photo|picture ~6 screenshotted|screenshot|screenshots',
    'do ~1 stuff ~2 w|with ~1 my ~1 gf|bf|girlfriend|boyfriend',
    'stripper|strippers ~6 describe',
    'talk|hablame|habla ~1 dirty|sucio',
    'dirty ~1 joke|talk|story',
    // Not "oral" alone: an oral exam, "el oral", oral hygiene, an oral surgeon (twenty-second round).
    'oral ~1 sex|sexo|sexual',
    'do|does|did|give|giving|gave|get|getting|got|want|wants|hacer|hacerle|hacerme|hace|haces|hacen|hago|hice|hizo|dar|darle|quiere|pide ~2 oral',
    // Not "spicy" alone ("my counselor called my personal statement spicy", fourteenth round).
    'spicy ~2 pic|pics|picture|pictures|photo|photos|selfie|selfies|video|videos|vids|content|chat|talk|texts|messages|stuff|rp|roleplay|story|stories|fic|fics|fanfic|scene|scenes|account|accounts',
    'write|writing|wrote ~6 spicy',
    'send|sending|show ~4 spicy',
    // Fourteenth round: intimate images of a classmate passed around ("en el chat del salón están
    // pasando un video íntimo de una muchacha de mi grado").
    'pasando|pasaron|pasan|comparten|compartieron|circulando|circula|mandaron|subieron|guarde ~4 fotos|foto|video|videos ~1 intimas|intimo|intimos|intima|desnuda|desnudo|desnudas',
    'sharing|passing|spreading|leaked|leaking|passed|spread|circulating ~4 nudes|nude|naked|intimate',
    'fic|fics|fanfic|story|roleplay|rp ~8 gets|get|getting ~1 spicy',
    'send|sending|sent|show ~3 sexy|nude|naked|spicy ~2 pic|pics|picture|pictures|photo|photos|selfie|selfies',
    'roleplay|role ~3 girlfriend|boyfriend|novia|novio',
    'rate ~2 my ~1 body',
    'her|his|my ~1 body ~3 sexual|sexy',
    'describe ~6 detail ~3 sex|hookup|film|body',
    'lose|losing ~2 virginity',
    // Twelfth round (the two new authors' training messages).
    'perder|perdi|pierda|pierdo ~2 la ~1 virginidad',
    'describe|explain|tell ~4 sex ~6 detail|details|detalle|detalles',
    // "Mándame un pack": Spanish slang for nudes (a verb of sending or asking is needed: English "pack" is a pack).
    'manda|mandame|mande|mandar|mandes|mandas|pasa|pasar|pasando|pasaron|pasan|pide|pidio|pidiendo|descargue|comparten|compartieron|vende|venden ~3 pack|packs',
    'hablame|dime|decirme|di ~2 cochinadas|cochinada|guarradas|guarrada',
    'trade|swap|intercambiar|intercambiamos ~3 pics|fotos|photos|pictures ~3 private|privadas|intimas|intimate',
    'trade|swap|intercambiar ~2 pics|fotos|photos ~3 like ~2 the ~1 private',
    'facetime|videollamada|video ~1 call ~3 shower|ducha|regadera',
    // Eleventh round: "how big is normal down there".
    'how ~1 big|long|small ~4 down ~1 there',
    'size ~3 down ~1 there',
    // Everyday words one letter off ("thing", "boxer", "pushy", "election") are kept out by
    // common-words.ts; "texas" is a name, not in that list, so tetas is matched exactly.
    'naughty|nsfw|lewd|kinky|bdsm|vagina|pussy|cock|boner|erection|seduce|sensual|foreplay|tetas!|pene!|mamada!|mamadas!|desnudarme',
    // No gap: "how much do toxicologists make. i love chem" (fourteenth round).
    'making love',
    'say|talk ~2 dirty ~1 things',
    'dirty ~1 things',
    'cosas ~1 sucias',
    'hickey!|hickeys!',
    'tener ~1 relaciones',
    'steamy|explicit ~3 scene|story|romance',
    'cum|semen|orgasm',
    'hottest|hot ~3 thing ~3 describe',
    'algo ~1 caliente|sexy|sucio|hot',
    'thirst ~1 trap',
    'sleep|sleeping|slept ~1 with ~2 teacher|coach|boss|tutor|mentor|counselor|professor|maestro|maestra|profe',
    'you|u ~2 sext*',
    'sext ~2 with ~1 me',
    // Ninth round (a session's own probes, in Spanish above all: the encoder reads English only).
    'cuento|historia|relato|escena|historias|cuentos ~3 picante|picantes|caliente|calientes|cachondo|cachonda|subido|subida',
    'cosas ~1 calientes|cachondas|picantes|atrevidas',
    'me ~1 excita|excitas|excitan|calienta|calientas|prende|prendes',
    'estoy|ando ~2 excitado|excitada|cachondo|cachonda|calenturiento|calenturienta',
    'me ~1 pongo|siento ~2 excitado|excitada|cachondo|cachonda|caliente|calenturiento|calenturienta',
    'coquetea|coqueteame|coquetear|coquetees ~2 conmigo',
    'pretend|finge|fingir|finjas|actua|act|be ~4 my|mi ~1 girlfriend|boyfriend|novia|novio|gf|bf',
    'videos|video|peliculas|pelicula|paginas|pagina|sitios|sitio|contenido ~2 para ~1 adultos',
    'adult ~1 videos|sites|site|movies|content',
    'posiciones|positions|posturas ~6 sexo|sex|cama|bed',
    'posiciones|positions|posturas ~6 primera ~1 vez',
    'posiciones|positions|posturas ~6 first ~1 time',
    'turned|turns|turn ~2 me|you|u ~1 on',
    'so|im|feeling|am ~1 turned ~1 on',
    // Tenth round (a session's own probes): algospeak ("seggs", "corn"), slang, Spanish slang.
    'seggs!|segs!|secks!|s3x!|smut!|smutty!|milf!|dilf!|r34!|masturb*|pajearme!|pajear!|pajeo!|follar|follarme|follarla|follando|follamos|cachonda|cachondo',
    'rule 34',
    'corn ~1 site|sites|video|videos|hub|star|stars',
    'lemon ~2 fanfic|fic|story|scene',
    'give|giving|gave head',
    'give|giving|gave ~1 him|her|someone|u|you head',
    'eat|eating|ate ~1 someone|her|him|you|u|me ~1 out',
    'like|likes ~1 it ~1 rough',
    'get|getting ~1 freaky',
    'sugar ~1 daddy|daddies|mommy|mommies|baby',
    'wanna|would|could ~2 smash ~2 him|her|them|u|you|my|ur|your|teacher|coach',
    'smash ~1 or ~1 pass',
    'kinkiest|kinkier',
    // "Kink" alone is also a small problem ("my plan has a few kinks").
    'my|your|ur|his|her ~1 kink|kinks',
    'feet|foot ~1 pics|pictures|photos|content',
    'fotos ~3 pies',
    'wanna|want|you ~2 see ~1 my ~1 body|boobs|butt|ass',
    'sneak ~2 gf|bf|girlfriend|boyfriend ~3 room|bed|house',
    'como ~1 se ~1 coge|folla',
    'coger ~2 con ~2 novia|novio|ella|alguien|mi',
    'quiero ~1 coger!',
    'hacer|hacerse|hago|hacerme|hacerle ~2 paja|pajas',
    'roleplay|rol ~3 picante|caliente|hot|spicy|sexy|cachondo|sucio',
    'cosas|fotos|foto|videos|video ~1 hot|sexys',
    // Twelfth round: exact ("nothing excites me" stemmed to Spanish "excite").
    'exciten!|excitarlo!|excitarla!|excitarme!',
    'hace|hacer|hago|do|try|hacemos ~2 69!',
    'masterbat*|masterbait*|mastrubat*|masturbo!',
    // Exact: "console" was one letter from "consolador" (fourteenth round).
    'vibrator!|vibrators!|vibrador!|dildo|consolador!',
    'sex ~1 toy|toys',
    'juguete|juguetes ~1 sexual|sexuales',
    'yaoi|doujin|doujinshi',
    'wet ~1 dream|dreams',
    'moan ~2 for ~1 me',
    '18 ~1 story|stories|content|stuff|videos|pics|fanfic|fic',
    'rated ~1 story|scene|fanfic|fic|version',
    'be ~1 my ~1 daddy|mommy',
    'not ~1 wearing ~1 anything|clothes',
    'no ~1 traigo|tengo|llevo ~1 ropa',
    // Adult sites and work, even as a "career" question from a 13-17-year-old.
    'onlyfans|camgirl|camgirls|xvideos|pornhub|xnxx|xhamster',
    'only ~1 fans',
    'videos|video|peliculas|sitio|sitios|pagina|paginas|ver ~1 xx!',
    'my|ur|your|his|her|raise|lower ~2 body ~1 count',
    'hacer|hacemos|hicimos|haciendo|hacerlo ~2 el ~1 amor',
    'quito|quitar|quitarle|desabrocho|desabrochar ~3 brasier|bra|sosten|brassiere',
    'take|taking|undo|unhook ~2 off ~2 bra',
    'undo|unhook ~3 bra',
    'acostado|acostaste|acostarte|acostamos|acostarme ~1 con',
    'has|han|he|hemos ~1 acostado',
    'eres ~1 virgen',
    'digas|dime|decirme|hablame!|habla! ~3 cosas ~1 de ~1 adultos',
    'harias|haria|hacerme|hacerte|harian ~4 en ~1 la ~1 cama',
    'do ~2 to ~1 me ~2 in ~1 bed',
    'llevarla|llevarlo|llevarte|llevarme ~2 a ~1 la ~1 cama',
  ]),
  // ── Violence and threats ─────────────────────────────────────────────────────────────────
  // Twenty-second round: the preparation of a threat, read in any frame (a joke's "lol" silences the
  // ambiguous "kill him", not "i know where he lives and i have a knife"). Two points each: one alone
  // is no threat ("i have a knife for my cooking class"), two together are.
  // Two rules, because a rule counts once however many of its patterns match.
  r('vi-prep-where', 'violence', 2, 'critical', [
    'know|knows ~1 where ~1 he|she|they ~1 lives|live|sleeps|sleep',
    'se|sabemos ~1 donde ~1 vive|viven|duerme',
  ]),
  r('vi-prep-weapon', 'violence', 2, 'critical', [
    'i ~1 have|got|bought|found ~2 a|my|his|her|the ~1 knife|gun|pistol|machete|blade|glock',
    'tengo|consegui|compre ~2 un|una|el|la|mi ~1 cuchillo|pistola|navaja|machete|arma',
  ]),
  r('vi-weapon', 'violence', 3, 'critical', [
    // Twenty-ninth round, third step (the fresh battery W, hinted risk, read after step 2): a gun in the student's
    // own bag or locker (their bag, not a knife: a chef's knife goes to culinary class).
    // Not a nerf or glue gun: "gun" only as a relative's.
    'pistol|glock|revolver|handgun|pistola|arma ~3 in|en ~2 my|mi ~1 backpack|bag|locker|mochila',
    'dads|moms|brothers|uncles|grandpas|stepdads ~1 gun ~3 in ~2 my ~1 backpack|bag|locker',
    // Twelfth round (two new authors' training messages).
    'knife|gun|pistol|pistola|cuchillo|navaja ~3 in ~2 his|her|their ~1 backpack|bag|locker|mochila',
    'consegui|conseguir|compre|comprar ~2 una|un ~1 pistola|arma|navaja',
    // Spiking a drink ("echarle algo a la bebida de la chica").
    'echarle|ponerle|poner|echar ~2 algo ~3 bebida|vaso|refresco',
    'put|slip|putting|slipping ~2 something ~3 in ~2 her|his|their ~1 drink',
    'gun|guns|rifle|pistol|knife|knives|cuchillo|pistola|arma|armas|bate|ammo|weapon ~8 school|tomorrow|monday|friday|bring|escuela|lunes|unlocked',
    'bring|bringing|brought|llevar|llevo|traer|traje|lleve ~4 gun|knife|weapon|pistola|cuchillo|rifle|arma|navaja|machete',
    'bring|bringing|brought|carry|carrying ~4 box ~1 cutter|cutters',
    'something ~3 in ~2 my ~1 bag|backpack|mochila ~3 for ~1 him|her|them',
    'get|buy|conseguir ~2 a ~1 gun|pistol|weapon',
    'make ~3 weapon|bomb|explosive|explosives|bomba',
    'make|build|hago|hacer|hace ~3 bomb|bomba|explosive|explosives',
    'pipe ~1 bomb',
    // Fourteenth round (two more authors' training messages, risk inside a career or school question).
    // A hidden weapon with another person in view ("…what the killer did to my stepbrother. i already
    // have a knife hidden"); alone it may be the student's own blade, and the model decides.
    'knife|knives|gun|pistol|rifle|cuchillo|navaja|pistola ~1 hidden|escondido|escondida|escondidos ~6 for|para ~2 him|her|them|el|ella|ellos|kid|kids|guy|stepbrother|stepdad|brother|padrastro|hermanastro',
    'him|her|them|kid|kids|guy|stepbrother|stepdad|brother|padrastro|hermanastro ~8 knife|knives|gun|pistol|rifle|cuchillo|navaja|pistola ~1 hidden|escondido|escondida|escondidos',
    'get|grab|take|steal|borrow ~2 a|my|his ~1 rifle|gun|pistol|shotgun ~3 from ~2 uncle|dad|grandpa|brother|house',
  ]),
  // A threat with a weapon or of death made to the student ("someone threatened to shoot me").
  r('vi-threatened', 'violence', 3, 'critical', [
    // Twenty-fourth round (tx24-): "a gang at my school wants me to join and said theyll hurt my family if i dont".
    'theyll|they|will|gonna|going|said|says ~3 hurt|kill|jump|shoot|stab|get ~2 my ~1 family|mom|mum|dad|brother|sister|parents|familia|mama|papa|hermano|hermana',
    'le|les ~1 van ~1 a ~1 hacer ~1 dano|algo ~2 a ~1 mi ~1 familia|mama|papa|hermano|hermana',
    'gang|gangs|pandilla|mara|ganga|cartel ~6 join|unirme|entrar|meterme ~6 or|si ~2 no|dont|else',
    // Not "gonna kill me" alone: "this math test / my mom is gonna kill me" is an idiom.
    'threat* ~5 shoot|stab|kill ~1 me',
    // "my brother keeps threatening me with a knife".
    'threatening|threatens|threatened|threaten ~2 me|us ~3 with ~2 knife|gun|bat|pistol|weapon|knives|guns',
    'me ~1 amenaza|amenazo|amenazan|amenazaron ~3 con ~2 cuchillo|pistola|arma|navaja',
    // "le voy a hacer daño a mi maestra".
    'le|les ~1 voy ~1 a ~1 hacer ~1 dano',
    'said|says|gonna|going ~5 shoot|stab ~1 me',
    'amenaz* ~3 matarme|matar|disparar|dispararme|apunalar|apunalarme',
    'someone|somebody ~4 gonna|going ~2 get ~1 shot|stabbed|killed',
    'fight ~8 not ~2 waking|wake|breathing',
    // Twenty-seventh round (a battery of my own, violence and threats): a weapon pulled on the student
    // ("someone pulled a knife on me at the bus stop", "me sacaron una navaja"), being followed home,
    // a gang that gives no choice, a partner's death threat in Spanish ("si lo dejo me mata").
    'pulled|pull|pulls|pulling|pointed|points|pointing ~2 a|his|her|their|the ~1 knife|gun|pistol|blade|machete ~2 on|at ~1 me|us',
    'me|nos ~1 saco|sacaron|saca|sacan|apunto|apuntaron|apunta ~3 un|una|el|la ~1 cuchillo|pistola|navaja|arma|machete',
    'gang|guys|men|man|guy|dude|car|van|someone|somebody|stranger|strangers ~3 following|followed|follows|stalking|stalks ~1 me ~2 home|around|after|everywhere|from|to|onto|into|off|out|inside',
    'gang|gangs|pandilla|mara ~8 not ~1 a ~1 choice|optional',
    'pandilla|mara ~8 no ~1 tengo ~1 opcion|eleccion',
    'ex|exnovio|exnovia|novio|novia ~6 si ~2 lo|la|le ~1 dejo|dejas|deja ~2 me ~1 mata|matara|mato',
  ]),
  // Twenty-eighth round, fourth step (a new author's battery of violence and threats, J, most of it
  // inside a job or school question, so no career frame may silence it): a partner's hands on the
  // student, thinking about killing someone, a threat to the family for saying no, "i could actually
  // hurt someone", a stranger waiting after close, an ex or a man who keeps showing up, a list of
  // people "not like that", hitting someone so they don't get up, men who keep following the student,
  // someone who tried to grab them, a partner who will kill himself and the student, wanting people
  // scared of the student, a group that will jump them, a shooting announced, Spanish threats
  // ("me va a madrear", "si no, le pasa algo a mi familia", "si lo dejo me va a matar"), robbed or
  // jumped (Spanish), wanting to hurt a teacher (Spanish).
  r('vi-r28', 'violence', 3, 'critical', [
    'bf|gf|boyfriend|girlfriend|ex|partner|novio|novia ~4 grabbed|grabs|choked|chokes|choking|slapped|slaps|punched|punches|pushed|shoved|strangled|hit|hits ~2 my ~1 neck|throat|face|arm|arms|hair|wrist',
    // Not "pushed me to apply" or "hit me up".
    'bf|gf|boyfriend|girlfriend|ex|partner ~4 grabbed|grabs|choked|chokes|choking|slapped|slaps|punched|punches|shoved|strangled ~1 me',
    // Not "thinking about killing my character off".
    'think|thinking|thought ~2 about|of ~1 killing|hurting|stabbing|shooting ~2 him|her|them|someone|somebody|people|kids|everyone',
    'think|thinking|thought ~2 about|of ~1 killing|hurting|stabbing|shooting ~1 my ~1 stepdad|dad|mom|brother|sister|teacher|ex|bf|gf|boss|family|parents|stepmom|coach',
    'if ~2 i ~1 say|said ~1 no ~8 problem|happen|hurt ~3 for|to ~1 my ~1 mom|family|dad|sister|brother|familia',
    'could|might ~2 actually|really|seriously ~1 hurt|kill ~1 someone|somebody|him|her ~3 if|when|whenever',
    // Not "the customer had to wait for me to find it".
    'customer|customers|stranger|guy|man|dude|creep ~8 wait|waiting ~1 for ~1 me ~2 after|outside|when|till|until|tonight',
    'cliente|tipo|senor|hombre|vato ~8 esperar|esperando ~1 afuera',
    'ex|guy|man|dude|stranger|creep ~4 keeps|keep|kept ~1 showing ~1 up ~1 at|outside|near|by|to',
    'ex ~10 waiting ~2 outside|for ~2 my|me',
    'list ~2 of ~1 people|names ~4 not ~1 like ~1 that',
    'list ~2 of ~1 names|people ~8 mine ~2 on ~1 it',
    'hit|punch|beat|hurt ~6 so ~1 hard ~3 doesnt|dont|wont|never|cant ~2 get ~1 up',
    'guys|men|man|guy|someone|somebody|stranger|dude ~3 started|keep|keeps ~1 following|stalking ~1 me',
    'someone|somebody|guy|man|dude|stranger ~3 tried|try ~2 to ~1 grab|take|pull|drag ~1 me',
    'kill ~1 himself|herself|themselves ~2 and ~1 me|us',
    'want|wanna ~1 make ~2 people|everyone|them|kids ~4 scared|afraid ~2 of ~1 me',
    'theyre|they|theyll|guys|he|hes ~3 gonna|going|will ~2 jump ~1 me',
    'gonna|going ~1 be ~1 a ~1 shooting ~3 on|at|tomorrow|today|monday|tuesday|wednesday|thursday|friday|school',
    'va ~1 a ~1 haber ~1 un ~1 tiroteo',
    'me ~1 va|van ~1 a ~1 madrear|golpear|partir|brincar|apunalar|disparar',
    'me ~1 asaltaron|asalto|brincaron|golpearon|madrearon',
    'si ~1 no ~4 le|les ~1 pasa|pasara|va ~2 algo ~3 a ~1 mi ~1 familia|mama|papa|hermano|hermana',
    'ex|exnovio|novio|novia ~8 si ~2 lo|la|le ~1 dejo|dejas|deja ~4 me ~1 va ~1 a ~1 matar',
    'me ~1 sigue|siguen|seguia ~2 hasta|a ~2 casa|trabajo|escuela',
    'ganas ~2 de ~1 hacerle|hacerles ~1 dano',
    // Sixth step (Q): a drink spiked.
    'put|slipped|spiked|puso ~2 something|algo ~3 in|en ~1 my|mi ~1 drink|bebida|vaso',
    'spiked ~1 my ~1 drink',
    'youll|you|u ~2 see ~1 what ~1 happens ~3 assembly|rally|tomorrow|monday|tuesday|wednesday|thursday|friday',
  ]),
  // The same step: signs worth two points, never alone (J): looking for the student, a restraining
  // order, a partner tracking the student, robbed at work, needing protection, "gonna catch me".
  r('vi-hints', 'violence', 2, 'high', [
    // Review: a group looking for the student (not "my mom is looking for me a tutor", "the scouts
    // are looking for me"), a restraining order sought (not "my aunt got one for a client"), held up
    // at a time or at gunpoint (not "my dad got held up at work").
    'they|guys|friends|brother|brothers|gang|kids|people|dudes ~3 are|were|keep|been ~1 looking ~1 for ~1 me',
    'get|need|getting|file ~2 a ~1 restraining|protective ~1 order',
    'tracks|tracking|checks|track ~2 my ~1 location|phone',
    'we|i ~1 got|were|was ~1 held ~1 up ~2 last|yesterday|month|week|tonight',
    'held ~1 up ~1 at ~1 gunpoint|knifepoint',
    'robbed|mugged',
    'need ~1 protection ~2 from',
    'gonna|going ~1 catch ~1 me ~2 at|after|outside',
  ]),
  r('vi-weak', 'violence', 1, 'high', [
    // Review: "asking for a friend" alone and "keep saying" alone were too loose (my own checks:
    // "asking for a friend, how do restraining orders work for a law class").
    'for ~1 a ~1 friend ~2 me',
    'for ~1 a ~1 friend ~2 its ~1 me',
    'gonna|going|will ~2 handle ~1 it|me',
    'come|coming ~1 back ~1 for ~1 me',
    'carry ~2 a ~1 gun|knife',
    'got|get ~1 into ~1 it ~1 with',
    'dont|not ~1 wanna|want ~2 go ~1 out',
    'keep|keeps ~1 saying|telling ~4 gonna|going ~1 catch|get|jump|hurt|beat|fight',
  ]),
  // Revenge in the first person is never a career question ("que hace un policia || quiero una pistola para vengarme").
  r('vi-revenge', 'violence', 3, 'critical', [
    // Twelfth round, later (two more authors' training messages).
    'me ~1 las ~1 va|van|vas ~1 a ~1 pagar',
    'vengarme!|vengarnos!',
    'get ~1 back ~1 at ~4 kids|them|him|her|who|everyone|people',
    // Tenth round: "quiero que todos paguen por lo que me hicieron".
    'todos|todas ~1 paguen|pagaran',
    'paguen|pagar|pagaran ~3 por ~1 lo ~1 que ~2 hicieron',
  ]),
  // A warning to stay away ("don't come to school tomorrow", "mañana no vayas a la escuela"), a hit list.
  r('vi-warning', 'violence', 3, 'critical', [
    // Twenty-fourth round, step 4 (training messages the classifier still missed).
    'theyll|they|everyone|everybody ~2 see ~1 what ~1 happens|happen',
    'vamos|voy|van ~1 a ~1 madrear|golpear|partirle|romperle|putear ~3 a ~1 un|una|ese|esa',
    'do ~1 it ~1 for ~1 real ~4 school',
    // Twelfth round, later (two more authors' training messages).
    'theyll|they ~2 see ~2 what ~1 happens',
    'que ~1 se ~1 atengan',
    'planning|plan|gonna|going ~3 jump ~2 this|that|a ~1 kid|guy|dude|girl',
    'preste|presten|prestan|prestaron ~2 un ~1 fierro|arma|pistola',
    // Twelfth round (two new authors' training messages).
    'no ~1 saben ~1 lo ~1 que ~1 les ~1 espera',
    'dar|darle|darles ~2 una ~1 pela|paliza|golpiza|madriza|putiza',
    'slash|slashing|slashed ~4 tires|tire',
    'dont|not ~1 come ~2 to ~1 school ~2 tomorrow|monday|tuesday|wednesday|thursday|friday',
    'no ~1 vayas|vengas|vayan|vengan ~3 escuela|prepa|colegio|secundaria ~2 manana|lunes|martes|miercoles|jueves|viernes',
    'manana|lunes|martes|miercoles|jueves|viernes ~3 no ~1 vayas|vengas|vayan|vengan ~3 escuela|prepa|colegio|secundaria',
    'made|have|make|making|wrote|writing|got|keep|keeping ~2 a ~1 hit ~1 list',
    'on ~1 my ~1 hit ~1 list',
    'dar|doy|dimos|dieron ~2 una ~1 golpiza|madriza|putiza|chinga',
    'voy|vamos ~3 dar ~1 una ~1 paliza',
    'partir|parto ~2 la ~1 madre|cara|mandibula',
    // Fourteenth round (two more authors' training messages, risk inside a career or school question).
    'caer|caerle|caemos|vamos ~4 con ~1 bates|palos|cuchillos|navajas|fierros',
  ]),
  r('vi-shoot', 'violence', 3, 'critical', [
    'shoot ~1 up',
    'shooting|shoot ~1 people|everyone|them|up',
    'school ~1 shooting',
    'burn|quemar ~2 down ~3 school',
    'quemar ~2 la ~1 escuela',
  ]),
  r(
    'vi-target',
    'violence',
    3,
    'critical',
    [
      'kill|stab|shoot|poison|strangle|murder|hurt|beat|smash|burn|hit|punch|apunalar|envenenar|matar|golpear ~4 him|her|them|someone|somebody|kid|teacher|stepdad|sister|brother|people|alguien|al|padrastro|maestro|maestra',
      'apunal*|envenen*',
      'jump ~1 him|her|them',
      'partir ~2 cara',
      'golpear|pegarle|golpearlo|golpearla ~6 sangre|sangrar|muerto',
      'hasta ~2 que ~1 sangre',
      'smash ~2 head',
      'list ~2 of ~1 people ~4 deserve|die',
      'lista ~2 gente ~4 merece|morir',
      'deserve ~1 to ~1 die',
      'make ~1 them ~2 pay|bleed|regret',
      'revenge|venganza',
      'regret|arrepentir ~2 everything|todo',
      'they|se ~1 will|ll|van ~2 regret|arrepentir|see',
      'theyll ~1 see|regret',
      'hes|shes ~1 dead ~4 next|serious|time',
      'knock ~2 out',
      'fight ~2 with ~1 knives|knife',
      'fantasiz* ~3 hurt*|kill*',
      'hurt ~1 someone ~4 marks',
      'threat* ~6 hurt ~2 someone',
      'how ~1 hard ~4 hit ~2 someone',
      'strangl*',
      'ganas ~2 de ~1 matar|golpear|madrear|apunalar',
      'list ~3 of ~2 kids|people|names|everyone ~5 who ~3 made|hurt|bully|bullied|laughed|deserve|wronged',
      'gun|guns|rifle|pistol|knife|bb ~8 picturing|imagining|pretending ~3 faces|face|them|him|her',
      // Twenty-eighth round, fifth step: the second half could never match ("my" was required before "me").
      'remember ~2 my ~1 name ~3 after|on ~1 friday|monday|tuesday|wednesday|thursday|tomorrow|today',
      'remember ~1 me ~3 after|on ~1 friday|monday|tuesday|wednesday|thursday|tomorrow|today',
      'want ~1 them|him|her|everyone ~1 to ~1 suffer|bleed',
      'them|him|her ~1 to ~1 feel ~3 pain|physically',
      'them|him|her ~1 to ~1 feel ~1 what ~1 i ~1 feel|felt',
      'note|letter|message|text|dm ~6 ur|youre|your ~1 dead|next',
      'les|lo|la ~1 voy ~1 a ~3 sufrir|pagar|arrepentir|sangrar',
      'lo ~1 que ~1 es ~1 sufrir',
      'se ~1 va|van ~2 a ~1 arrepentir',
      'set|light ~1 his|her|their|the ~1 house|car|school|locker|room|home ~2 on ~1 fire',
      'prenderle|prender ~1 fuego',
      'quemarle ~3 casa|carro|coche',
      // Twenty-seventh round: shooting everyone in Spanish ("a veces pienso en dispararle a todos en la
      // escuela"), wanting to hurt those who bother the student ("quiero lastimar a los que me
      // molestan"), how much powder to blow up a car. Not "everyone will know my name": a singer's dream
      // too ("i want to be so famous that the whole world will know my name").
      'disparar|dispararle|dispararles ~3 a ~1 todos|todas|gente|alumnos|maestros|ellos',
      'quiero|voy|quisiera ~2 lastimar|herir|lastimarlos|lastimarlas|golpearlos|golpearlas ~2 a ~1 los|las|todos|esos|esas',
      'how ~1 much|many ~3 gunpowder|thermite|dynamite|tnt|c4 ~6 blow|explode|destroy',
    ],
    true,
  ),
];

/** Words typed in two pieces ("sui cide", "un alive"), matched on each pair of neighbouring words joined. */
/**
 * Pairs the joined-words rule does not read (twenty-fourth round): a plumber's "sewer line" joins to
 * "sewerline", one letter and one insertion from "sewerslide".
 */
export const NOT_JOINED = [
  'sewer|sewers line|lines|pipe|pipes|main|mains|system|systems|cleaner|cleaners|cleaning|rat|rats|grate|grates|lid|lids|backup|backups|gas|water|camera|inspection|inspections|repair|repairs|jetting|work|worker|workers|rate|rates|bill|bills|connection|connections|service|services',
];

export const JOINED_RULE: Rule = r('sh-joined', 'self-harm', 3, 'critical', [
  // Exact in Spanish: joined pairs such as "matar se" stem to the same word ("mi maestra me va a
  // matar, se me olvidó", twelfth round).
  'suicide|suicidal|unalive|unaliving|killmyself|sewerslide|endmylife|matarme!|suicidarme!',
]);

/** Career questions (ambiguous rules are ignored when the message is about a career). */
export const CAREER_FRAME = [
  // Twenty-seventh round: "research" frames only as the word itself or a researcher (exact; the
  // fuzzy match read "researching" as "researcher", so "ive been researching ways to die that dont
  // hurt" was a career question); researching colleges and programs is one.
  'researching|research ~2 at|into|for|up ~1 colleges|universities|schools|majors|programs|scholarships|internships|careers',
  'researching|research ~1 colleges|universities|schools|majors|programs|scholarships|internships|careers',
  'how ~2 become',
  'become ~1 a|an',
  'want ~2 to ~1 be ~1 a|an',
  'can|could ~1 i ~1 be|become|work|study',
  'quiero ~1 ser',
  'puedo|podria|pueda|puede ~1 ser|estudiar|trabajar',
  'what ~1 does|do ~1 a|an|they ~4 do|make|earn|study',
  'what ~1 do ~1 people ~1 in|at|who ~4 do|make|earn|study',
  // Not "what do i do" / "what do we do": a plea for help ("my friend took a pill and won't wake up,
  // what do i do") is no career question (twelfth round; it silenced the drug words and the model).
  // Not "what do you / people do when …" either (a general plea).
  'what ~1 do ~1 they|workers|professionals ~2 do',
  // "do they study how drugs affect the body" (a follow-up about a field).
  'do|does ~1 they|pharmacists|pharmacologists|doctors|nurses|scientists|researchers ~1 study|learn|research',
  'pharmacology|toxicology|criminology|forensics|epidemiology',
  'scientist|scientists|engineer|engineers|designer|designers|developer|developers|analyst|analysts|architect|architects|technologist|technologists|specialist|specialists',
  'career|careers|job|jobs|salary|salaries|earn|wage|degree|major!|profession|occupation',
  'work ~1 in|at|as|with ~1 a|an|people|kids|patients',
  // "Social" alone also names social media ("social media makes me want to commit suicide").
  'social ~1 worker|workers|work|services|science|sciences|studies',
  'help ~1 people|kids|patients|victims|students',
  'helps|helping ~2 kids|people',
  // Twenty-seventh round: investigators exact (the fuzzy match read "investigar", to research, as one:
  // "quiero investigar como matarme sin dolor" was a career question), as "research" is.
  'counselor|counsellor|therapist|therapists|nurse|paramedic|pharmacist|pharmacologist|investigator!|investigators!|investigador!|investigadora!|investigadores!|detective|technician|prevention|hotline|dispatcher|toxicologist|pathologist|anesthesiologist|anesthesiologists|mortician|dietitian|nutritionist|psychiatrist|psychologist|teacher|educator|educators|chemist|chemists|instructor|rep|industry|squad|groomer|researcher!|researchers!|research!|doctors|nurses|counselors',
  'how ~1 much ~1 do|does ~2 make|earn',
  // Twenty-eighth round: a professional's question about clients ("personal trainers how do u handle
  // clients who want to lose weight super fast").
  'how ~2 do|does|would|should ~2 handle|help|treat|deal|work|talk ~2 clients|patients|customers',
  // Twelfth round: "what do i study", game design ("make the maps and the weapons").
  'what ~1 do|should|can ~1 i ~1 study|major|learn',
  'game|games|videogame|videogames ~1 design|designer|designers|developer|developers|dev|devs|studio',
  'design|designing|make|making ~2 game|games|videogames',
  'como ~1 me ~1 hago|llego',
  'llegar|llego|llega ~1 a ~1 ser',
  // Twenty-second round: "¿hay especialidades para ayudar a personas con anorexia o bulimia?".
  'ayudar|ayudando|apoyar|apoyando|atender|atendiendo ~2 personas|gente|ninos|pacientes|jovenes|adolescentes|victimas',
  'especialidad|especialidades|especializarme|especializacion|licenciatura|maestria!|posgrado',
  'que ~1 hace ~1 un|una',
  'cuanto ~1 gana',
  'carrera|carreras|estudiar|estudia|trabajar|trabajo|consejero|consejera|psicologo|enfermero|enfermera|paramedico|trabajador|forense|farmaceutico|policia|bombero|terapeuta|psiquiatra|criminologia|abogado|prevencion|linea',
  // Twenty-fourth round (the O*NET catalogue's titles and tasks): occupations whose questions hold
  // risk words ("do coroners have to figure out if a death was a suicide", "do flight attendants have
  // to serve alcohol", "do mechanics still change spark plugs"). A disclosure still cancels the frame.
  'coroner|coroners|examiner|examiners|bartender|bartenders|bartending|attendant|attendants|mechanic|mechanics|plumber|plumbers|plumbing|baker|bakers|surgeon|surgeons|dentist|dentists|hygienist|hygienists|radiologist|radiologists|sonographer|sonographers|butcher|butchers|firefighter|firefighters|emt|emts|medic|medics|prosecutor|prosecutors|attorney|attorneys|lawyer|lawyers|cantinero|cantinera|mecanico|plomero|panadero|cirujano|dentista|carnicero',
  // "do x-ray techs take pictures of your whole body", "vet techs", "pharmacy techs".
  'xray|x|ray|vet|veterinary|pharmacy|lab|surgical|radiology|ultrasound|dental|nail|sterile|ekg|ct|mri|er|emergency|ophthalmic|medical|psych ~1 tech|techs',
];

/**
 * Schoolwork about a risk topic (fourteenth round): "a persuasive essay about social media and
 * cyberbullying", "psych class is making posters on suicide warning signs", "ayuda con mi ensayo de
 * Romeo y Julieta, por qué se suicidan". Like the career frame it silences the ambiguous rules
 * (a topic's name); unlike it, not the model, which still reads the message ("i wrote my college
 * essay about overcoming adversity and i'm worse than ever"). A disclosure or "not here" cancels it.
 * Exact forms where a stem would take another word ("posted" is not "poster", "le informé" is not
 * "informe"). Not "report": "how do i report someone who keeps sending me nudes" is no schoolwork.
 */
export const SCHOOL_FRAME = [
  'essay|essays|ensayo|ensayos|thesis|tesis|presentation|presentacion|exposicion|documentary|documental|debate|dbq|assignment|reflection|reflexion|poster!|posters!|awareness|survey!|encuesta|informe!|quiz!',
  'health|psych|psychology|bio|biology|english|history|sociology|science|salud|biologia|historia|psicologia|ciencias ~1 class|clase|project|proyecto|quiz|test|exam|presentation|fair',
  'proyecto|project ~2 de|on|about|sobre ~2 salud|health',
  // Twenty-second round: more subjects ("for my coding class", "for english we're reading", "en
  // psicología vimos"), "it's for the exam", and a novel's or a play's plot ("esther's suicide attempt
  // without just summarizing the plot"). Not "plotting" (exact "plot").
  'coding|programming|cs|computer|art|ela|lit|literature|government|civics|ethics|law|media|film|drama|theater|theatre|spanish|literatura|arte|etica|derecho ~1 class|clase|project|proyecto|assignment|essay',
  'for|in|en|para ~1 english|history|health|psych|psychology|bio|biology|sociology|ela|lit|literature|civics|government|debate|salud|psicologia|biologia|historia|sociologia|literatura|ciencias ~1 class|clase|we|were|vimos|estamos|aprendimos|estudiamos|tenemos|nos|hay|tengo|i|im',
  'es|its|is ~1 para|for ~1 el|la|mi|my|a ~1 examen|clase|tarea|exam|class|homework|test|quiz|proyecto|project|ensayo|essay|informe',
  'novel|novels|novela|novelas|poem|poems|poema|poemas|protagonist|protagonista|narrator|narrador|chapter|chapters|capitulo|capitulos|plot!|trama|summarizing|summarize|resumir|literary|literaria|literario',
];

/**
 * A student telling what someone did to them ("my teacher raped me", "the therapist touched me",
 * "my counselor keeps asking me for pictures"). Professions are career words, and the career frame
 * used to silence the ambiguous rules (and the model) for such a message; a disclosure cancels the
 * career frame (not the joking one: "my brother beat me in fortnite lol" stays a joke).
 */
export const DISCLOSURE = [
  // Fourteenth round: the student's own use now, inside a career question ("part of why i want to
  // be a pharmacist is easier access to pills lol. i already take my mom's oxy sometimes"; "do ER
  // nurses see a lot of overdoses || asking bc i almost od'd last weekend … and i'm still using").
  // Not "take" or "use" ("i already take AP bio", "i still use python"): a named drug is read by
  // dr-strong in any frame ("i already take my mom's oxy").
  'i|im|ive ~2 already|still ~1 using|smoke|smoking|vape|vaping|popping|snorting',
  'i|im|ive ~1 been ~1 using|popping|snorting',
  // Twenty-fourth round: a job's access used ("i'm a pharmacy tech trainee and i've been taking a
  // couple of the pills that fall on the floor").
  'doing|do|try|trying|did ~2 that|it|this ~2 to ~1 myself',
  'i|im|ive ~1 been ~1 taking|stealing|swiping|pocketing|keeping ~4 pills|meds|pastillas|oxy|xans|percs|adderall|painkillers',
  'almost|nearly|casi ~1 odd|oded|od|overdosed|overdose|sobredosis',
  // A career chosen for the means ("quiero estudiar enfermería solo para tener acceso a pastillas").
  'so ~1 i ~2 can|could ~3 get|access|steal|take ~3 pills|meds|drugs',
  'easier|easy ~1 access ~2 pills|meds|drugs',
  'tener ~1 acceso ~2 pastillas|medicamentos|drogas|medicinas',
  'raped|molested!|abused|abuses|abusing|touched|touches|touching|groped|gropes|assaulted|harassed|harasses|drugged|kissed|beat|beats|hit|hits|hurt|hurts|choked|slapped|punched|kicked|threatened|threatens|blackmailed ~2 me|us',
  // "sexually abused" (not the noun phrase "sexual assault": "what do sexual assault nurse examiners do").
  'sexually! ~2 abus*|assault*',
  // Bullying and hiding marks, told about oneself ("the kids in my career class bully me").
  'bully|bullies|bullied|bullying|harass|harassing ~2 me|us',
  'bruises|bruise|marks ~6 lied|lie|hide|hiding|cover|covered|covering',
  'asking|asked|asks|wants|wanted|keeps|made|makes|forced|forces ~3 me ~4 pics|pictures|photos|nudes|send|touch|kiss|undress|secret',
  'me ~1 violo|toco|toca|abuso|abusa|pego|pega|golpea|golpeo|amenaza|amenazo|manoseo|manosea|beso|obliga|obligo',
  'abuso|abusa|abusaron ~1 de ~1 mi',
  'me ~2 pide|pidio|pidiendo ~3 fotos|desnuda|desnudo',
  // A threat or a wish against a teacher ("revenge on the teacher who failed them").
  'revenge|venganza|vengarme|hurt|kill|stab|shoot|beat|punch|hit|golpear|matar ~5 teacher|coach|counselor|principal|maestro|maestra|profe|profesor|profesora',
  'sleep|sleeping|slept ~1 with ~2 teacher|coach|boss|tutor|mentor|counselor|professor|maestro|maestra|profe',
  // An adult's private line to the student ("my teacher gave me his personal number… text him anytime").
  'gave|give|gives ~2 me ~2 his|her ~1 personal|private|own ~1 number|phone|cell',
  'text|call|message|dm ~1 him|her ~2 anytime|whenever',
];

/**
 * A student saying they will not be here: "what's the point of picking a major when I don't plan on
 * being here next year?" was a career question to the frame, so neither the rules' ambiguous words
 * nor the model read it. These cancel the career frame too (the model then decides), unless the
 * message is about moving or a trip (NOT_HERE_BUT_MOVING: "we're moving, I won't be here next year").
 */
export const NOT_HERE = [
  'not|never|wont|dont|no ~4 be|being ~1 around|here|alive',
  'be ~1 gone ~1 soon',
  'no ~2 seguir|estar ~1 viva|vivo|aqui',
  'no ~1 voy ~1 a ~1 estar ~1 aqui',
  'si ~1 yo ~1 no ~1 existiera',
  'stockpil*',
  'tell ~2 mom|mum|dad|parents|mama|papa ~3 sorry|lo ~1 siento',
  // Tenth round: "not planning on sticking around", "i don't see myself living past 18", "i won't
  // make it to graduation", "not gonna live that long", "i can't picture myself alive".
  'sticking|stick|staying|stay ~1 around',
  'see|picture|imagine ~2 myself ~1 alive',
  // Young ages only: "i can't see myself living past 30 in this city" is about a city.
  'living|alive|live ~1 past ~1 16|17|18|19|20|21',
  'wont|not|never|dont ~2 make ~1 it ~2 to ~2 graduation|graduate|18|college|senior|summer|prom|birthday|christmas',
  'im|i ~4 live ~2 that ~1 long',
  'no|dont|not|never ~3 have ~1 a ~1 future',
];
export const NOT_HERE_BUT_MOVING = [
  // Not "graduate", "session" or "city": "what's the point of a major if i won't be alive to graduate"
  // must reach the model.
  'move|moving|moved|movin|relocat*|transfer*|vacation|trip|travel*|reschedul*|mudo|mudamos|mudarme|mudar|mudanza|vacaciones|viaje|abroad|extranjero',
];

/**
 * A literal injury (a cut or a burn on a named part of the body, or with a blade) is never a figure
 * of speech: when one of these matches, no figure below is taken out. "mi ex me cortó" is a breakup,
 * "mi ex me cortó la cara" is not.
 */
export const LITERAL_INJURY = [
  'me ~1 corto|corte|cortaron|quemo|queme|quemaron ~3 cara|cuello|brazo|brazos|pierna|piernas|piel|pecho|muneca|munecas|labio|ojo|espalda',
  'me ~1 corto|corte|cortaron|quemo|queme|quemaron ~4 con ~2 cuchillo|navaja|vidrio|tijeras|cigarro|cigarrillo|encendedor',
];

/**
 * The student counting themself in (eighteenth round): "i'm one of those people who self harm",
 * "people who feel suicidal like me", "so am i". Like a literal injury, no figure below is taken
 * out then (the figure of "people who self harm" is about others in general).
 */
/**
 * A follow-up that counts the student in (twenty-fourth round): after a message about a topic
 * ("en psicología vimos el suicidio", "we learned about self harm in health"), "yo también lo he
 * pensado", "i do that too sometimes", "honestly that's me". The previous message's topic decides
 * the category (classifier.ts `lexiconStage`); said after anything else it is nothing.
 */
export const ME_TOO = [
  'me ~1 too|tambien',
  'same ~1 here',
  'thats me',
  'that|this|it is|was me',
  'thats|its literally|lowkey|basically|honestly|so|totally|just me',
  'that|this|it is|was literally|lowkey|basically|honestly|so|totally|just me',
  'sounds ~1 like ~1 me',
  // "i do that too", "i've thought about it too"; not "i want to do that too" or "i have a question
  // about that too" (a word between the student and the verb at most).
  'i|ive|im ~1 do|did|done|doing ~3 that|this|it|those|them ~2 too|also|before|sometimes|myself|lately|alot',
  'i|ive|im ~1 thought!|thinking! ~3 about|of ~2 that|this|it ~2 too|also|before|lately|alot|myself',
  'i|ive ~1 feel|felt ~2 that|this|the ~1 way|same',
  'i|ive ~1 also ~2 do|did|done|feel|felt|thought|think|have|had',
  'yo ~1 tambien',
  'lo ~1 he ~1 pensado|hecho|sentido',
  'yo ~2 lo ~1 hago|hice|pienso|siento|he',
  'me ~1 pasa|paso ~1 a ~1 mi|tambien|igual',
  'a ~1 mi ~1 tambien|igual ~2 me ~1 pasa|paso',
  'relate ~2 to ~1 that|this|it',
];

export const COUNTS_THEMSELF_IN = [
  'one ~1 of ~1 those|them|us|the',
  'like ~1 me|us|myself',
  'me ~1 too|tambien|incluido|incluida',
  'including ~1 me|myself',
  'so ~1 am|do ~1 i',
  'i ~1 am|do ~1 too',
];

/**
 * Figures of speech whose words are taken out before the rules read a message (not before the
 * frames): "i'm gonna die of old age before i finish med school", "me voy a morir de vieja antes de
 * acabar", "an anti-bullying club". Only phrases that cannot carry the risk themselves: "without
 * hurting myself" is NOT here ("how do i cut without hurting myself too much" is a method question).
 * The rest of the message is still read ("the anti bullying club kids bully me" keeps "bully me").
 */
export const FIGURES_OF_SPEECH = [
  // Twenty-ninth round, fourth step (the lexicon's false alarms in the batteries U and X): cutting
  // oneself chopping onions ("me corto cada vez que pico cebolla"; a knife named is LITERAL_INJURY's), wifi or a call "cutting out", explosives for mining or demolition, workers
  // who "tienen que ir a las casas de la gente", a starving artist.
  // Review: the kitchen right after, never a wide gap ("me corto cuando estoy triste y luego pico
  // cebolla" is read); the same for the call cutting out, mining and a starving artist.
  'me ~1 corto|corte|cortas cada vez que|q pico|pelo|cocino|corto',
  'me ~1 corto|corte|cortas cuando|si pico|pelo|cocino',
  'wifi|signal|call|audio|mic|video|phone|connection|internet|sound|zoom|laptop ~3 cutting|cuts|cut out',
  'explosives|explosive|explosivos ~5 mining|demolition|quarry|fireworks|pyrotechnics|mineria|demolicion|canteras',
  'mining|demolition|quarry|fireworks|pyrotechnics|mineria|demolicion ~6 explosives|explosive|explosivos',
  'tienen|tiene|hay ~3 que ~1 ir ~2 a ~2 casas|casa ~2 de ~2 gente|clientes|pacientes|familias',
  'starving|starve artist|artists|musician|musicians|actor|actors|writer|writers',
  // Fourteenth round: a flu shot and an espresso shot are no drinks; "suicides" is a running drill
  // ("my volleyball coach murders us with suicides every practice"); "i'm gonna die if i don't make
  // the robotics team".
  // A hunting trip is no threat ("can i borrow a rifle from my uncle for deer season").
  'rifle|rifles|gun|guns|shotgun|shotguns ~6 hunting|hunt|deer|duck|turkey|season|range|cazar|caza',
  'flu|vaccine|vaccines|covid|booster|tetanus|allergy ~1 shot|shots',
  'shot|shots ~2 of|de ~1 espresso|expresso|coffee|cafe',
  'espresso|expresso ~1 shot|shots',
  'run|running|ran|doing|do|did ~2 suicides',
  'suicides ~4 practice|drill|drills|sprints|conditioning|court|gym',
  'gonna|going ~1 die ~1 if ~4 make|pass|win|finish|team|test|exam|grade|tryouts',
  // Twelfth round (two new authors' training messages):
  // quitting an activity, not living ("no quiero seguir en el mariachi").
  'no ~1 quiero|kiero ~1 seguir ~1 en ~2 equipo|banda|club|coro|clase|clases|curso|cursos|programa|mariachi|orquesta|taller|academia|colegio|escuela|universidad|futbol|teatro|deporte|carrera|grupo',
  'no ~1 quiero|kiero ~1 seguir ~1 estudiando|jugando|trabajando|practicando|tocando|bailando|entrenando',
  // Falling short ("si me quedo corto con la nota").
  'me ~1 quedo|quede|quedaria|quedare ~1 corto|corta|cortos|cortas',
  // "The universe is laughing at me."
  'universe|life|karma|god|fate|world ~2 laughing|laughs ~1 at ~1 me',
  // A colour, not a photo ("a nude colour palette", "tonos nude").
  'nude ~1 color|colour|colors|colours|palette|palettes|tones|tone|shade|shades|lipstick|lip|heels|makeup|nails|beige',
  'tono|tonos|color|colores|paleta|labial|maquillaje|unas ~1 nude',
  // A game's weapons ("make the maps and the weapons and balance everything").
  'maps|levels|characters|skins ~2 and ~2 weapons|guns',
  // Thirteenth authors' benign messages: "this physics homework is beating me up", "mi novio me
  // cortó por whatsapp" (broke up with me), "eso no da de comer" (does not pay the bills).
  // A subject, not "this" ("this guy is beating me up" is bullying).
  'homework|class|classes|test|exam|exams|physics|math|chem|calc|chemistry|school|semester|work|job|finals|tarea ~2 is|are|keeps|keep ~1 beating ~1 me ~1 up',
  'novio|novia|ex|crush ~2 me ~1 corto|corte',
  // A job's risks told as hearsay ("mi abuela dice que los pacientes te pueden pegar").
  'patients|clients|inmates|prisoners|residents|pacientes|clientes|presos|reos|internos|residentes ~2 can|may|might|pueden|podrian|suelen ~2 hit|punch|kick|bite|attack|pegar|pegarte|golpear|golpearte|morder|morderte|atacar|atacarte|agredir',
  // Cooking ("beat the eggs until fluffy, do i beat them by hand?").
  'beat|beating|whisk|batir|bate|batiendo ~3 egg|eggs|whites|batter|cream|mixture|butter|huevo|huevos|claras|mezcla|crema|mantequilla',
  'beat|whisk ~1 them|it ~2 by ~1 hand',
  'beat|whisk ~1 them|it ~3 with ~1 a ~1 mixer|fork|whisk',
  'me ~1 corto|corte|cortaron ~2 por ~1 whatsapp|mensaje|texto|telefono|instagram|snap|dm|chat',
  'no ~1 da|dan|dara ~2 de ~1 comer',
  // "Me toca escoger prácticas" (it is my turn to), not "he touches me".
  'me|te|nos|les|le ~1 toca|tocaba ~1 escoger|elegir|hacer|presentar|ir|estudiar|trabajar|leer|escribir|exponer|limpiar|cocinar|pagar|decidir|empezar|dar|entregar|cuidar|llevar|recoger|lavar|hablar|jugar|ser|tomar|sacar|repetir|cambiar|buscar|preparar|rendir|cursar|ver',
  'die|dying|died ~1 of|from ~1 old ~1 age',
  'die|dying|died ~1 of|from ~1 boredom|embarrassment|laughter|laughing|cringe|cuteness|excitement|suspense',
  'morir|morire|muero|muera|muriendo|morirme ~1 de ~1 viejo|vieja|viejos|viejas|risa|aburrimiento|verguenza|sueno|ganas|emocion|nervios|hambre|frio|calor|envidia|curiosidad',
  'anti|against|contra ~2 bulli*|bullying|bully|acoso|cyberbull*',
  // "An anti-vaping campaign for health class", "anti drug week".
  'anti ~1 vaping|vape|drug|drugs|drinking|smoking|alcohol|vapeo|drogas',
  'bullying|acoso ~1 prevention|awareness|prevencion',
  // "I stood up to a bully today."
  'stood|stand|standing ~1 up ~1 to ~2 bully|bullies|bullying',
  // A school assignment about a hard topic ("a presentation on cyberbullying", "an article for the
  // school paper about vaping"): the topic word must follow "on/about" at once, so "an essay about
  // how my dad hits me" keeps "dad hits me".
  `project|presentation|essay|report|paper|article|research|assignment|speech|debate|proyecto|presentacion|ensayo|informe|articulo|exposicion|investigacion ~3 on|about|sobre|de ~2 ${SCHOOL_TOPIC}`,
  // Working from home is not being home alone.
  'work|working|jobs|job|trabajar|trabajo ~3 from|desde ~1 home|casa',
  // "videos para adultos mayores" are for older people.
  'adultos ~1 mayores',
  // "I'm 15 and my cousin is 25": a relative's age is not an adult's interest in the student.
  `my|mi ~1 ${KIN} ~3 is|es|tiene|turned|cumple|cumplio ~1 19|20|21|22|23|24|25|26|27|28|29|30|31|32|33|34|35|36|37|38|39|40|45|50`,
  // Kitchen and workshop cuts ("I keep cutting the onions uneven", "me corté picando cebolla").
  'cut|cutting|chopping|slicing|dicing|corte|cortando|picando|cortar ~2 onion|onions|vegetables|veggies|carrots|meat|paper|hair|grass|wood|fabric|cebolla|cebollas|verduras|carne|pelo|papel|madera|tela',
  // Twenty-ninth round, fourth step: not "i keep cutting myself, cooking is my excuse" (the activity
  // right after, or after while/when; "cooking" and "baking" only after while/when).
  'cut|cutting|burned|burnt ~1 myself ~1 chopping|slicing|shaving|peeling|dicing',
  'cut|cutting|burned|burnt ~1 myself ~2 while|when ~1 cooking|baking|chopping|slicing|shaving|peeling|dicing',
  // A burn while baking or cooking is the kitchen's ("burned myself baking lol").
  'burned|burnt ~1 myself ~1 baking|cooking',
  // "I burned myself at my job at the bakery" (a work injury).
  'cut|burned|burnt ~1 myself ~1 at ~2 work|job|shift|bakery|kitchen|restaurant|cafe|grill',
  'cut|burned|burnt ~1 myself ~2 on ~2 oven|stove|grill|pan|iron|fryer|slicer',
  'me ~1 corte|corto|queme|quemo ~3 picando|cortando|cocinando|pelando|afeitando|rasurando|horneando',
  'me ~1 corte|corto|queme|quemo ~2 dedo|dedos|pulgar|mano',
  // Stunt work ("how do stunt people not get hurt when they jump off buildings?").
  'stunt|stunts|stuntman|stuntmen|stuntwoman|stuntwomen ~6 jump|jumping|fall|falling ~3 off|from ~3 buildings|building|roof|roofs|bridge|bridges|cliff|cliffs',
  // "Me mato estudiando" (I work myself hard).
  'mato|matamos|matando ~1 estudiando|trabajando|entrenando|practicando|estudiar|trabajar',
  // Gone to college, not dead ("a letter for when i'm gone to college").
  'gone|away ~1 to|for|at ~2 college|university|school|camp|training|army|navy|work|class|vacation|trip',
  // "No le voy a hacer daño a nadie" (a promise not to hurt).
  'no ~1 le|les ~1 voy ~1 a ~1 hacer ~1 dano',
  // Horseplay and work friction ("my sister pushed me into the pool lol", "a coworker who ignores me").
  'pushed|threw|push|throw ~2 me ~1 into|in ~2 pool|water|lake|ocean|snow',
  'coworker|coworkers|boss|manager|partner|partners ~2 who|that|keeps|always ~1 ignores|ignore|ignoring ~1 me',
  // Fast food is a kind of restaurant ("my manager yells a lot, is that normal at fast food places").
  'fast ~1 food|foods',
  // "Pretty" as an intensifier ("my coach tells me i'm pretty good at leading").
  'pretty ~1 good|well|much|sure|bad|cool|fast|smart|great|funny|close|far|big|hard|easy|busy|nervous|excited|confident',
  // "Me pegó un susto / la gripe" (scared me, gave me the flu) is not hitting.
  'pego|pega|pegaron|pegar|pegue ~2 susto|sustote|gripe|resfriado|covid|catarro|chicle|cancion',
  // A career fair is a public place ("the recruiter wants to meet at the career fair").
  'career|job|college|university|internship ~1 fair|fairs|expo|expos',
  'feria ~2 empleo|universidades|trabajo|carreras',
  // A secret kept from work, not from parents ("keep my job search secret from my current boss").
  'secret|private|quiet ~2 from ~3 boss|manager|employer|coworkers|coworker|work|job|company',
  // "I'm starving, what should I eat before my shift?" (hungry, not restricting).
  'starving|hungry|starved ~4 what|where ~3 eat|snack|order|get|make|cook',
  // The topic, not the student's wish ("a suicide prevention counselor", "suicide awareness week").
  'suicide|suicidio ~1 prevention|awareness|prevencion',
  'prevention|prevencion ~2 of|del ~1 suicide|suicidio',
  // "Academic suicide", "social suicide", "career suicide" (a bad move).
  'academic|social|career|political|financial ~1 suicide',
  // "Taking a shot at the scholarship" (trying).
  'take|taking|took|takes|give|giving|gave ~1 a|my|it ~1 shot ~1 at',
  // "She killed it at her audition" (did very well).
  'killed|kill|killing|kills|killin ~1 it',
  // Helping others as a career ("i want to help kids who self harm, what should i study").
  'help|helping|support|supporting|treat|treating ~1 kids|people|teens|students|patients|youth|others ~1 who|that ~2 self ~1 harm*',
  'help|helping|support|supporting|treat|treating ~1 kids|people|teens|students|patients|youth|others ~1 who|that ~2 selfharm*|cut|cutting',
  // Eighteenth round (training items): others in general, the topic of a career or a class ("i want
  // to help people who feel suicidal", "how people recover from self-harm and suicidal thoughts",
  // "a survey about self-harm awareness"). Not "people like me who …", nor "one of those people"
  // (COUNTS_THEMSELF_IN), nor a friend or anyone named: "my friend who self harms" is still read.
  'people|kids|teens|students|patients|clients|victims|survivors|youth|others|personas|pacientes|gente|jovenes ~1 who|that|que ~3 suicidal|suicide|suicidas|suicidio|selfharm*',
  'people|kids|teens|students|patients|clients|victims|survivors|youth|others|personas|pacientes|gente|jovenes ~1 who|that|que ~3 self ~1 harm*',
  'recover|recovering|recovery|cope|coping|heal|healing ~1 from ~1 self ~1 harm* ~2 and|or ~1 suicidal ~1 thoughts',
  'recover|recovering|recovery|cope|coping|heal|healing ~1 from ~1 self ~1 harm*',
  'self ~1 harm* ~1 awareness|prevention|research|education|statistics',
  'selfharm* ~1 awareness|prevention|research|education|statistics',
  // "Don't come to school tomorrow if you're sick."
  'dont|not ~1 come ~2 to ~1 school ~3 if ~3 sick|ill|fever|contagious|snow|closed',
  // A game won by a lot ("les vamos a dar una paliza en el partido").
  'paliza ~4 partido|juego|torneo|final|futbol|equipo|examen|debate',
  'partido|juego|torneo|final|futbol|equipo|debate ~6 paliza',
  // "Sin que me quemen" (without them exposing me) is slang, not burning oneself.
  'sin ~1 que ~1 me ~1 quemen|quemes|quemaran',
  // Idioms with "end" ("won't let me hear the end of it", "in the end it worked out").
  'hear ~2 the ~1 end ~1 of ~1 it',
  'in ~1 the ~1 end',
  // "Work out the kinks" (small problems).
  'out ~1 the ~1 kinks|kink',
  // A job's drug test ("do you have to pass a drug test to work at target"); "pass a drug test for
  // my job after smoking weed" keeps "smoking weed".
  'drug ~1 test|tests|testing|screen|screening ~4 job|jobs|work|employer|employers|hiring|target|walmart|prescription|meds|military|army|navy|police|academy',
  'jobs|job|employers|employer|companies|military|army|police ~2 drug ~1 test|tests|screen',
  // "I'm wasted after a 12 hour shift" (worn out).
  'wasted|fried|dead ~2 after|from ~3 shift|shifts|practice|work|school|class|classes|game|day|finals|exams|exam|training',
  // "The horror movie had a huge body count".
  'huge|high|big|massive|low|total ~1 body ~1 count|counts',
  // The student taking photos ("i want to shoot photos at concerts").
  'i|we ~2 want|wanna|like|love ~2 to ~1 shoot|take|edit|film ~2 photo|photos|pics|pictures|video|videos',
  // "My sister is going to murder me for borrowing her car" (an idiom).
  'kill|murder ~1 me ~1 for ~1 borrowing|using|taking|eating|wearing|losing|breaking|forgetting|missing',
  // Other people's eating ("is it true ballet dancers don't eat much").
  'dancers|models|athletes|people|wrestlers|jockeys|gymnasts|actors|actresses|bailarinas|modelos ~2 dont|do|not|never|no ~2 eat|comen',
  // Skipping meals to save money is not restricting.
  'skip*|skipping ~3 meals|lunch|breakfast|dinner ~3 to ~1 save ~1 money',
  // "do anesthesiologists put people to sleep forever lol"; a vet who puts a dog to sleep.
  'put|puts|putting ~3 to ~1 sleep',
  // Food ("i love spicy food", "la comida picante").
  'spicy|picante|picantes ~1 food|foods|salsa|sauce|chips|dishes|dish|comida|chile|chiles|ramen|noodles|wings|tacos',
  'comida|salsa|food|chile|chiles|tacos|alitas ~1 spicy|picante|picantes',
  // "A career in the army? I don't want to die young."
  'dont|not|never ~2 want|wanna ~2 die ~1 young',
  // Twenty-second round (benign training and validation messages the lexicon flagged):
  // "se me quemó el arroz" (the rice burned on me) is no burn on oneself; "se me quemó la cara" is a
  // literal injury (LITERAL_INJURY) and keeps every word.
  'se ~1 me ~1 quemo|quemaron|corto|cortaron',
  // Kitchen and sport care ("sin cortarme los dedos" chopping an onion, "a harder gymnastics routine
  // without hurting myself"): only with the kitchen's or the sport's words before it, so "how do i cut
  // without hurting myself" is still read.
  'cebolla|cebollas|verduras|tomate|tomates|ajo|zanahoria|zanahorias|brunoise|juliana|picar|picando|cuchillo|cocina ~4 sin ~1 cortarme|quemarme|lastimarme',
  'gymnastics|routine|workout|lift|lifting|squat|squats|deadlift|deadlifts|stretch|stretching|flip|flips|backflip|tumbling|skateboard|skateboarding|skating|trick|tricks|dance|dancing|cheer|stunt|climbing|surfing|snowboarding|parkour|vault ~4 without ~1 hurting|injuring|straining ~1 myself',
  // Shots in a game ("how do i stop missing my shots in basketball").
  // Not "shots of vodka before the game": a place or a game right after the shots, or the game's word
  // before them.
  'shot|shots ~2 in|at|on|during|from ~2 basketball|hoops|soccer|hockey|golf|practice|game|meet|track|match|concert|wedding|quince|graduation|court|rim',
  'sick|nice|great|cool|amazing|clean|action|candid ~1 shot|shots ~2 at|from ~2 game|meet|track|match|concert|wedding|show',
  'basketball|hoops|soccer|hockey|golf|pool|archery|free|three|jump|missing|miss|missed|block|blocked|blocking|camera|photo ~2 shot|shots',
  // Detection dogs ("how do k9 officers train their dogs to find drugs").
  'dog|dogs|k9|k9s|canine|canines|perro|perros ~3 find|sniff|detect|smell|track|finding|sniffing|detecting|smelling|tracking|encontrar|detectar|olfatear ~2 drugs|drogas|explosives|bombs|explosivos',
  // Admission dread ("im literally going to die if i dont get into nyu", "if i dont get into SVA im
  // gonna die"); "if i don't get in i'll kill myself" keeps "kill myself".
  'gonna|going ~2 die ~1 if ~4 get|into|in|accepted|admitted|approved',
  'if ~4 get|into|accepted|admitted|pass|make ~4 gonna|going ~2 die',
  // A figure's span is taken out whole, so the context words come at most four words before (a long
  // gap would take out whatever stands between: "fortnite … so i'll stab him for revenge").
  // Figure drawing ("figure drawing class has nude models", "modelos desnudos en la clase de dibujo"):
  // the art class's words must come first, so "he wants me to be a nude model" is still read.
  'drawing|dibujo|art|arte|painting|pintura|sculpture|escultura|figure|figura|anatomy|anatomia ~4 nude|naked|desnudo|desnudos|desnuda|desnudas ~1 model|models|modelo|modelos|figure|figures|figura|figuras',
  'drawing|dibujo|art|arte|painting|pintura|figure|figura ~4 model|models|modelo|modelos ~1 nude|naked|desnudo|desnudos|desnuda|desnudas',
  // Guns and shootings as a policy topic, in the plural ("for debate we're arguing about guns in
  // schools", "school shooting prevention"); "a gun in school tomorrow" is one school and is read.
  'gun|guns|weapon|weapons|firearms|armas ~1 in|on|at ~1 schools|campuses',
  'gun ~1 control|violence|laws|law|rights|policy|policies|safety|debate',
  'school ~1 shooting|shootings ~1 prevention|drill|drills|research|statistics|policy|policies|data|survivors|laws',
  'prevent|preventing|prevention|stop|stopping|reduce|reducing ~2 school ~1 shooting|shootings',
  // A bot or a study that detects it ("a bot that flags cyberbullying in discord messages").
  'bot|model|classifier|filter|detector|dataset|datasets|flags|flag|detects|detect|detecting|flagging|classify|moderation ~3 cyberbullying|bullying|harassment|toxic|toxicity|hate|acoso|ciberacoso',
  // A recipe's eggs, then "beat them" ("beat the eggs, do i beat them before or after adding the milk").
  'egg|eggs|batter|cream|recipe|whites|yolks|huevo|huevos|receta|claras ~4 beat|whisk|batir|bato|bate ~1 them|it|los|las',
  // Cars nearly hitting someone on a job's road ("ppl almost hit him on the highway").
  // Not "people keep hitting me" (bullying): vehicles, or people nearly hitting someone on a road.
  'cars|car|drivers|driver|trucks|truck|traffic ~3 almost|nearly ~1 hit|hits',
  'ppl|people ~1 almost|nearly ~1 hit ~2 him|her|them ~3 highway|freeway|interstate|road|traffic|street',
  // A game's revenge ("blue-shelled me on the last lap of mario kart and i'm plotting revenge").
  'kart|fortnite|minecraft|smash|valorant|overwatch|roblox|uno|monopoly|chess|videogame|game|games|rematch|lap|match|round|juego|partida|revancha ~4 revenge|venganza|vengarme',
  // A movie, book or lesson about the topic, as a class assignment ("la profe nos puso una peli sobre
  // bulimia"), the topic word at once after on/about.
  `peli|pelicula|movie|film|documental|documentary|book|libro|novela|novel|unit|unidad|lesson|leccion|tema|chapter|capitulo ~3 on|about|sobre|de ~2 ${SCHOOL_TOPIC}`,
  // Eating disorders as a field (plural, with the article: "me interesan los trastornos alimenticios",
  // "vimos los trastornos alimentarios"); "tengo un trastorno alimenticio" is still read.
  'los|sobre|de|estudiar|estudio|tratar ~1 trastornos ~1 alimenticios|alimentarios|de ~1 la ~1 alimentacion',
  // Later in the round, a paraphrase set of the development half's benign messages (`tx22-`):
  // a sibling's hands on one's things ("if he touches my xbox again"), the Secret Service, a form
  // that asks for an address, drug enforcement as a job ("is it all drug busts"), an overexposed photo ("todo me sale quemado"), being
  // asked to take someone's photos ("me pidió que le tome fotos"), exam dread in Spanish ("me voy a
  // morir en el examen oral"), sex education as a subject.
  // The object right after "my" (no word between, and no clothes: "touched under my clothes" is read).
  'touches|touched|touch|toca|toco|agarra|agarro my|mi|mis xbox|phone|stuff|things|food|laptop|switch|ps5|playstation|games|controller|car|bike|charger|tablet|computer|makeup|leftovers|snacks|pss|psa|celular|cosas|comida|compu|consola',
  'secret ~1 service',
  'form|forms|application|applications|paperwork|portal|formulario|formularios|solicitud ~6 address|direccion',
  'drug|drugs ~1 bust|busts|raid|raids|enforcement|policy|policies|laws|law|court|courts',
  'sale|salen|salio|salieron|queda|quedan|quedo|quedaron|salga|salgan ~1 quemado|quemada|quemados|quemadas',
  'que ~1 le|les ~1 tome|tomes|saque|saques ~1 fotos|foto',
  'voy|vamos|va ~2 morir|morirme ~3 examen|prueba|oral|clase|presentacion|exposicion|partido|entrevista|final',
  'sex ~1 ed|education|educator|educators|therapist|therapists',
  'educacion|educador|educadora|educadores|educadoras ~1 sexual',
  // Twenty-fourth round: the O*NET catalogue's own titles and tasks, asked about as a student would
  // ("how do i become a dog groomer?", "what does an oral surgeon do", "do film editors decide which
  // shots go in the final cut"), and the everyday senses of drug slang ("a joint degree", "plug my
  // laptop into the monitor", "crack the coding interview", "car dealers", "lean muscle"). Mostly
  // adjacent words: a figure must not swallow a risky use ("smoke weed in the garden", "get some lean
  // for the party", "took molly from my friend", "hook up in his apartment").
  'dog|dogs|pet|pets|cat|cats|horse|horses|animal|animals|puppy|puppies|poodle|poodles|perro|perros|mascota|mascotas ~2 groomer|groomers|grooming|groom|groomed',
  'groomer|groomers|grooming ~3 dog|dogs|pet|pets|cat|cats|animal|animals|salon|salons|shop|shops|business|van|school|certification|course|courses|kit|tools|table|clippers',
  'groom|grooms|grooming|groomed|bathe|bathing|wash|washing ~3 the ~1 animals|dogs|pets|horses|cats|patients|residents',
  'oral and|y ~1 maxillofacial|maxilofacial|craniofacial|dental',
  'oral surgeon|surgeons|surgery|hygiene|hygienist|hygienists|pathology|pathologist|pathologists|health|care|exam|exams|presentation|presentations|history|histories|report|reports|argument|arguments|medicine|medication|medications|cancer|maxillofacial|communication|test|tests|defense|piercing|cirujano|cirujana|cirugia|higiene|salud|presentacion|examen',
  'joint degree|degrees|program|programs|major|majors|bs|ba|bsmd|md|jd|mba|phd|venture|ventures|account|accounts|custody|pain|pains|replacement|injury|injuries|project|projects|effort|statement|commission|chiefs|task|special|operations|terminal|enrollment|admission|admissions|honors|appointment|research|paper|application|applications|ownership',
  'plug|plugs|plugged|plugging in|into|it|them',
  'plug|plugs|plugged|plugging ~2 charger|outlet|laptop|monitor|tv|hdmi|usb|cable|cord|headphones|earbuds|computer|speaker|speakers|mic|microphone|controller|printer|socket',
  'spark|shameless|ear|drain|bath|power|wall|usb|hdmi|sink|tub|charger|laptop|tv|lamp|cord|headphone|toaster plug|plugs',
  'crack|cracking|cracked|cracks the|an|a|my|this|that|his|her|their|your ~1 screen|screens|phone|laptop|tablet|ipad|glass|windshield|tooth|teeth|interview|interviews|code|codes|coding|sat|act|case|puzzle|puzzles|problem|problems|riddle|egg|eggs|window|windows|door|joke|jokes|password|passwords|books|smile|knuckles|whip|safe',
  'crack|cracking|cracked|cracks up|down|jokes',
  'crack|cracking|cracked|cracks a ~1 joke|smile',
  'screen|phone|glass|windshield|window|wall|walls|egg|eggs|ice|tooth|teeth|case|pantalla ~1 cracked|crack|cracks|cracking',
  'cracked|cracks|crack screen|screens|phone|phones|glass|windshield|tooth|teeth|pantalla',
  'car|cars|auto|card|blackjack|casino|poker|art|antique|antiques|truck|boat|rv|motorcycle|autos|carros|coches dealer|dealers|dealership|dealerships',
  'lean muscle|muscles|protein|proteins|meat|meats|beef|body|mass|bulk|manufacturing|startup|startups|six|management|production|principles|methodology|musculo|proteina',
  'lean|leaning|leaned|leans into|back|forward|against|towards|toward',
  'get|getting|stay|staying lean ~3 muscle|gym|workout|summer|season|diet|bulk|abs|wrestling',
  'film|films|camera|editor|editors|director|directors|cinematographer|cinematography|storyboard ~3 shot|shots',
  'shot|shots list|lists|sequence|sequences|angle|angles|composition|framing|footage',
  'plan|planning|frame|framing|wide|close|closeup|establishing|drone|tracking|camera ~1 shot|shots',
  'amino|folic|hydrochloric|sulfuric|citric|lactic|nucleic|fatty|stomach|battery|boric|ascorbic|deoxyribonucleic|ribonucleic|acetic|nitric|acido acid|acids',
  'acid|acids and|y bases|base|alkalis',
  'acid rain|reflux|reaction|reactions|base|bases',
  'bread|cake|cakes|cookies|pie|pies|dough|batch|pizza|muffins|brownies|loaf|loaves ~4 be baked',
  'baked goods|potato|potatoes|beans|bread|cookies|cake|cakes|ziti|chicken|salmon|mac|oats|treats|sale|sales|brie',
  'bake sale|sales',
  'sexual harassment|assault|misconduct|violence|health|orientation ~1 complaint|complaints|policy|policies|training|trainings|case|cases|law|laws|prevention|awareness|investigation|investigations|investigator|investigators|claims|lawyer|lawyers|attorney|attorneys|advocate|advocates|statistics|research|educator|educators|nurse|nurses|examiner|examiners',
  'sexual|asexual reproduction|selection|dimorphism|orientation|reproductive',
  'sex cells|cell|chromosome|chromosomes|linked|determination|hormones|hormone|ratio',
  'single sex',
  'hook|hooking|hooks|hooked up ~2 internet|wifi|printer|tv|cable|speakers|console|xbox|ps5|pss|laptop|monitor|computer|router|modem|electricity|utilities|battery|generator|mic|microphone|projector|stereo|charger|washer|dryer',
  'utility|utilities|service|electric|water|gas|cable|rv|sewer hookup|hookups',
  'xray|xrays|x|ray|rays|radiology|radiologic|radiographer|radiographers|sonographer|sonographers|ultrasound|ultrasounds|mri|mris|ct|scan|scans|imaging|radiografia|radiografias ~3 pictures|picture|images|image|photos|photo|pics|fotos|foto|imagenes',
  'great|stalin|stalins|stalinist|soviet|political|party|red|lavender|night|gran purge|purges|purga|purgas',
  'purge|purges|purging|purged ~3 soviet|stalin|party|officials|enemies|opponents|army|generals|files|file|data|cache|records|emails|archivos',
  'the purge movie|movies|film|films',
  // Later in the round, a new author's near misses (`tx24-`, training side): a team's cut, a high
  // dive, a stripped screw, a shooting guard, "shoot me an email", pulled weeds, a recruiting coach's
  // highlight video, a groom at a wedding and grooming standards, "the naked eye", a classmate named
  // Molly, a pillow fight, cells that "commit suicide" (apoptosis), scaffolding.
  'got|get|getting|gets|was|were cut from|off ~2 team|varsity|jv|roster|squad|band|cast|show|program|tryouts|list|orchestra|choir|musical|play',
  'cut from the team|varsity|jv|roster|squad|cast|tryouts',
  'me|nos|lo|la|los cortaron|corto|sacaron ~1 del|de ~1 equipo|seleccion|obra|elenco|banda|coro|roster',
  'high dive|diving|jump|jumps|school|schools|score|scores|five|fives|bar|chair|heels|ground|tide|speed|quality|level|beam|jumper|jumpers|honors|grade|grades|gpa',
  'strip|strips|stripped|stripping ~1 screw|screws|paint|wire|wires|bolt|bolts|furniture|wood|floor|floors|varnish|dresser|cable|cables|insulation',
  'paint|wire|floor|wallpaper|varnish|furniture stripper|strippers|stripping',
  'comic strip|strips',
  'shooting guard|guards|percentage|form|drills|drill|star|range|sleeve|coach|stats|hoops',
  'shoot|shooting|shot my|your|his|her|our|their shot|shots',
  'shoot me|us|him|her|them an|a email|text|message|dm|line|note|invite',
  // Exact: "weed" shares the stem ("i smoke weed in the garden").
  'pull|pulled|pulling|pick|picked|picking|weeding!|weeded! ~2 weeds!',
  'weeds!|weeding! ~4 garden|gardens|yard|lawn|flower|flowers|community|service',
  'highlight|highlights|game|recruiting|skills|skill|tape|reel|recruitment video|videos|tape|reel|film|clip|clips',
  'video|videos ~2 de highlights|jugadas|partido|partidos|habilidades|reclutamiento',
  'grooming tips|standards|standard|routine|routines|products|habits|policy|policies|rules',
  'grooming ~3 interview|interviews|military|marines|army|navy|uniform|beard|shave|shaving',
  'the|a|her|sisters|sister|cousins|cousin|brothers|aunts|bride|bridal groom|grooms',
  'groom|grooms|groomsman|groomsmen ~4 wedding|weddings|bride|toast|speech|suit|tux|tuxedo|reception',
  'groomer|groomers|grooming ~3 perros|perritos|perro|mascotas|gatos|gato',
  'naked eye|eyes',
  'ojo desnudo',
  'molly from|in my|our ~1 class|chem|bio|group|lab|math|english|history|chemistry|biology',
  'hit|hits|threw|throws|smacked|whacked|pego|golpeo|tiro|avento ~4 pillow|pillows|almohada|almohadas|cojin|nerf|balloon|snowball|snowballs',
  'celulas|cells|cell|celula ~3 suicidan|suicida|suicidio|suicide|suicides',
  'apoptosis',
  'erect|erecting|erected|erection|erigir|erects ~3 scaffold|scaffolds|scaffolding|fence|fences|tent|tents|wall|walls|structure|structures|building|buildings|steel|crane|cranes|signs|statue|monument|frame|frames|towers|tower',
  'sexual and|or|vs|y|o asexual',
  'celulas sexuales|reproductoras',
  'reproduccion sexual|asexual',
  'chromosome|chromosomes|syndrome|genetics|karyotype|cromosomas ~6 xxy|xyy|xxx|xx|xy',
  'xxy|xyy',
  'social intercourse',
  'intercourse used|meant|means|mean|meaning',
  // Twenty-sixth round (everyday idioms from a battery of my own, docs/companions.md): things that
  // die ("my phone died during my interview", "my car died on the way to school", "se murió mi
  // celular"). Not a pet or a plant: a loss the student may grieve is read.
  'phone|phones|laptop|laptops|computer|chromebook|tablet|ipad|calculator|battery|batteries|charger|headphones|airpods|controller|printer|wifi|internet|router|celular|telefono|compu|computadora|bateria ~2 died|dies|dying|dead|crashed|murio|muere|muerto|muerta',
  // A car that will not start; not one that crashes ("drive my car until it crashes" is read).
  'car|truck|carro|coche ~2 died|dies|dead|murio|muerto',
  'se ~1 murio|muere|murieron ~2 celular|telefono|compu|computadora|laptop|bateria|carro|coche|internet|wifi',
  // "My brain is fried", "se me frió el cerebro".
  'brain|brains|head|cerebro ~2 fried|mush|melting|melted|frito|frita',
  // "I'm so hungry i could die" (not "so tired": tiredness is a sign the model reads).
  'so|soo|sooo ~1 hungry|bored|sleepy|excited|embarrassed|happy|full|nervous|hot|cold ~2 i ~1 could ~1 die|cry|scream|explode',
  // "My heart stopped when i saw my acceptance letter."
  'heart ~1 stopped|skipped|dropped ~3 when|as ~3 saw|heard|read|got|opened|found|checked',
  // "I'm addicted to this new game" (a game or a hobby, not a substance).
  'addicted|hooked|obsessed ~1 to|on|with ~2 game|games|show|shows|series|anime|manga|song|songs|music|coding|book|books|netflix|tiktok|youtube|minecraft|fortnite|roblox|chess|kpop|drawing|reading|baking|cooking|biology|chemistry|science|space|history|math',
  // "Take a stab at my essay" (try).
  'take|taking|took|have|having|had ~1 a ~1 stab ~1 at',
  // Quitting an activity, not living ("thinking about quitting choir junior year", "i gave up on
  // learning guitar"): only with the activity named right after.
  'quit|quitting|quits|drop|dropping|dropped|leave|leaving|left ~2 choir|band|orchestra|club|team|soccer|football|basketball|baseball|softball|volleyball|swim|swimming|track|theater|theatre|drama|debate|robotics|dance|piano|guitar|violin|lessons|job|class|course|major|program|scouts|yearbook|cheer|gymnastics|wrestling|tennis|golf|art|ballet',
  'give|gave|giving|given ~1 up ~1 on ~2 learning|choir|band|orchestra|club|soccer|football|basketball|baseball|volleyball|swimming|track|theater|theatre|drama|debate|robotics|dance|piano|guitar|violin|lessons|drawing|painting|coding|spanish|french|math|chess',
  // Ending a subscription or an account; breaking up ("i'm going to end it with my boyfriend").
  'end|cancel|ending|canceling|cancelling|ended|cancelled|canceled ~1 subscription|subscriptions|membership|account|streak|contract|lease|trial',
  // Exact words: "end it with my boyfriend's gun" (a possessive, a means) is read (review of the round).
  'end|ending|ended|ends ~1 it|things ~1 with ~1 my ~1 boyfriend!|girlfriend!|bf!|gf!|partner!|boo!',
  // Losing a game or a round, or doing very well ("i got crushed in the debate round", "we crushed it").
  'got|get|getting|were|was ~1 crushed|destroyed|wrecked|demolished|smoked|cooked|rekt ~3 debate|game|match|round|tournament|test|exam|quiz|final|finals|meet|race|scrimmage|tryouts',
  'crushed|destroyed|wrecked|smashed ~1 it',
  // "It's the end of the world if i don't pass" (an idiom; the rest of the message is read).
  'end ~1 of ~1 the ~1 world',
  // A class or a job the student cannot stand ("i can't take this class anymore, can i switch"); not
  // "i can't take this anymore", which is read.
  'take ~1 this|that|my ~1 class|teacher|homework|course|job|professor|coach|commute|schedule|boss ~1 anymore',
  // Twenty-seventh round (batteries of my own, docs/companions.md): a photographer's better shots
  // ("how do i get better shots at night games"); not "shots" alone, a drink.
  'better|sharper|clearer|blurry|blurrier|steadier|crisp|crisper|focused ~1 shot|shots',
  // Being hit in a sport or a stunt, said of the performers ("how do stunt people learn to get hit
  // without getting hurt", "do football players get hit a lot"), or by a ball ("i got hit by a
  // pitch"); not "i get hit" ("my dad makes me play football and i get hit by him" is read).
  'stunt|stunts|stuntman|stuntmen|stuntwoman|stuntwomen|boxers|fighters|linemen|players|actors|performers|doubles ~3 get|getting|gets ~1 hit',
  'get|got|gets|getting ~1 hit ~4 by|with ~2 a|the ~1 ball|pitch|puck|dodgeball|baseball|softball|volleyball|frisbee|football|basketball|wave|waves',
  // Doing well, and a tired brain ("she slayed her solo", "my brain is dead after the act"). Not
  // "jump for joy" or "disappear into the library": they would take out "jump" and "disappear"
  // ("i'm going to jump for joy off the bridge", "… disappear into the library and never come back").
  'slay|slayed|slaying|slays ~2 solo|audition|performance|presentation|test|interview|speech|routine|set|recital|look|it|outfit|game|match|exam|that',
  'brain|brains|head|cerebro ~2 dead|muerto ~2 after|from|despues|por',
  // Twenty-eighth round, fourth step (written against its new signs): "hit me up" (get in touch), thrown
  // or jumped into a pool.
  'hit|hits|hitting ~1 me|us|u ~1 up',
  // Battery L (benign near misses of violence's words): stage blood and explosions, a joke that "totally
  // hit", a cook's fear of cutting themself with a knife, being jumped in a video game, a grappling
  // hold, hit in the face by a ball. Not "playfully slapped" (children minimise abuse).
  'fake|stage|movie|film ~1 blood|explosion|explosions',
  'fake|stage|movie|film ~1 blood ~1 and ~1 explosions|explosion|gore',
  'joke|jokes|song|songs|line|lines|pun|puns ~4 totally|really|kinda|lowkey|actually|so|just hit|hits|slapped|slaps',
  'scared|afraid|worried|nervous ~3 of|about ~1 cutting|burning|hurting myself ~3 with|on ~2 the|a ~1 knife|knives|oven|stove|saw|tools|equipment|mandoline|grill|fryer',
  'jumped|killed|shot|destroyed|wrecked ~4 in|on ~1 warzone|fortnite|cod|valorant|apex|minecraft|roblox|gta|halo|overwatch|pubg',
  'rear naked choke|chokes',
  // Review (self-harm's weaker signs): a date for an event, done with schoolwork, arms covered from the
  // sun ("i already picked the date for my campus tour, then im done with applications").
  'the ~1 date ~1 for|of ~1 my|the|our',
  'done ~1 with ~1 applications|apps|homework|finals|exams|midterms|essays|shift|practice|chores',
  'cover|covering|protect|protecting ~2 my ~1 arms|legs|skin ~3 from|for ~2 the ~1 sun|cold|heat|bugs|mosquitos',
  // Review: bruises from a sport or a fall ("how do i cover bruises from soccer with makeup for prom").
  'bruise|bruises|moreton|moretones ~2 from|de|del ~2 soccer|football|practice|game|games|lacrosse|rugby|hockey|volleyball|basketball|wrestling|softball|baseball|gym|pe|dance|cheer|skating|falling|fall|bike|futbol|entrenamiento|partido',
  // Fifth step (battery N, a fresh benign battery): a horror film ("we watched the purge"), a secret
  // crush, looking dead inside in an outfit or a photo.
  'watched|watch|watching|saw|see|movie|movies|film|films|pelicula|vi|vimos ~4 the ~1 purge',
  'secret ~1 crush|crushes',
  // Sixth step (battery T's false alarms): finding fake accounts as a job, a shooting percentage.
  'finding|find|detect|detecting|detectando|detectar|removing|remove|removes|take|takes|taking|ban|banning|catch|catching ~3 fake ~1 accounts|account|profiles',
  'detectando|detectar|eliminar|encontrar ~2 cuentas ~1 falsas',
  'shot ~1 percentage|percent',
  // Battery P (benign near misses of grooming's words): a parent picking the student up ("my mom is
  // gonna pick me up after my shift"); not "my mom's boyfriend wants to pick me up".
  'my ~1 mom|dad|parents|mother|father|mama|papa|mum|stepmom|stepdad|grandma|grandpa is|will|can|gonna|going|usually|always|said ~3 pick|picks|picking ~2 me ~1 up',
  'crush ~1 secreto|secreta',
  'look|looking|looks ~1 dead ~1 inside ~3 in|on|wearing ~2 khakis|uniform|outfit|pics|photo|photos|camera|zoom|pictures|selfie|picture|interview|suit|dress',
  // Followed on social media ("someone keeps following me on instagram and liking all my posts").
  'following|follows|followed|follow ~1 me ~2 on ~1 instagram|insta|ig|tiktok|twitter|x|snap|snapchat|youtube|social|twitch|spotify|bereal|threads|pinterest|discord|github',
  'jump|jumped|jumping|throw|threw|push|pushed ~2 me|him|her|us ~1 into|in ~2 the|a ~1 pool|lake|water|ocean|river|snow',
  // Twenty-eighth round (three new authors' benign batteries). A professional's cases ("my aunt is a
  // cps caseworker who handles child abuse cases"): the verb, then the cases, side by side; "my uncle
  // works on child abuse cases and he touches me" is still read by its other words.
  'handles|handle|handling|investigates|investigate|investigating|investigated|prosecutes|prosecute|prosecuting|works|work|working ~2 child|domestic ~1 abuse ~1 cases|case|investigations|calls|reports',
  // Other people's attempts, in a question about a profession ("do pharmacists deal with ppl trying
  // to get pills without a prescription"); the student's own ("caught me trying to get pills") is read.
  'pharmacists|pharmacist|pharmacies|pharmacy|doctors|doctor|nurses|nurse|techs|cops|police|officers|clinics|er ~6 ppl|people|patients|customers|someone|somebody ~1 trying|try|tries|who ~2 to ~1 get|buy|fake|steal ~3 pills|meds|drugs|opioids|prescriptions|prescription',
  // A gift exchange ("secret santa at work"); a secret *from* someone is still read.
  'secret ~1 santa|santas',
  'amigo|amiga ~1 secreto|secreta|invisible',
  // A time, not an age ("the audition is in 20 min").
  'audition|interview|test|exam|game|shift|class|practice|recital|show|match|presentation|tryouts|flight|bus ~2 is|starts|in ~2 # ~1 min|mins|minute|minutes|hour|hours|hr|hrs',
  // A breakup ("me and my bf ended it last week"); "… and now i want to end it too" is read.
  'me ~1 and ~1 my ~1 bf|gf|boyfriend|girlfriend|ex|partner|crush ~1 ended|end ~1 it|things',
  'bf|gf|boyfriend|girlfriend|ex|partner|crush ~1 and ~1 i|me ~1 ended ~1 it|things',
  'ended ~1 it|things ~1 with ~1 my ~1 bf|gf|boyfriend|girlfriend|ex|partner|crush',
  // Schoolwork done again ("i'm gonna die if i have to redo this lab report"); not "… go back home".
  // Third step (battery H, benign near misses of the giving-away and goodbye-letter signs): old things
  // given away for a reason ("giving away my old textbooks to the freshmen", "… bc we're moving"),
  // donating or decluttering, and goodbye letters or cards to a class, a team or coworkers; "giving
  // away my stuff", "a goodbye letter to my family" and "goodbye notes to my coach" (one person) are read.
  'giving|give|gave ~1 away ~3 old ~6 moving|move|donate|donating|donation|declutter|decluttering|goodwill|freshmen|underclassmen|cousin|brother|sister|volunteer|volunteering|community|service|outgrew|outgrown|clean|cleaning|recycle',
  'declutter*|donat* ~6 giving|give ~1 away',
  'giving|give ~1 away ~6 donat*|goodwill|declutter*|thrift',
  'goodbye ~1 letters|letter|cards|card|notes|note ~3 to|for ~2 the|our|my ~1 underclassmen|freshmen|juniors|seniors|team|club|class|coworkers|teachers',
  'gonna|going ~1 die ~1 if ~2 i ~1 have ~1 to ~3 redo|retake|rewrite|read|write|study|take|do|finish|present ~4 lab|report|essay|test|exam|homework|assignment|project|quiz|chapter|lecture|paper|draft|worksheet|problems|presentation',
];

/**
 * Figures of speech beside grooming's signs (twenty-sixth round, second step; a battery of my own:
 * career questions about privacy settings, pay, photos of one's work, video interviews, a surprise
 * for the family). They are taken out like FIGURES_OF_SPEECH, **but only in a message with no
 * personal actor** (PERSONAL_ACTOR: "he", "a guy", "someone", "an older man"…): "he told me to keep
 * my snapchat private", "he asked for a pic of my id" and "he wants me to keep it secret until he
 * tells my parents" are read with every word. Each is written so that it cannot take out a sign
 * that stands on its own: not a video call or chat, not "for my portfolio" (a modeling scam's
 * pretext), not a secret *from* anyone, not a photo of the student.
 */
export const CAREER_FIGURES = [
  // A surprise or a secret for the family ("a secret anniversary gift for my parents").
  'secret|surprise ~2 gift|gifts|party|present|presents|anniversary|birthday ~2 for ~2 my|our|mom|dad|parents|mother|father|mama|papa|sister|brother|grandma|grandpa|family|friend|friends|bestie|bff|aunt|uncle|cousin',
  // "Keep my acceptance secret until i tell my family in person" (the student tells).
  'secret ~4 until ~1 i ~2 tell|show|surprise ~2 my ~1 parents|mom|dad|family|mother|father|mama|papa|grandma|grandpa',
  // Privacy settings, asked about ("how do i keep my social media private before applying to jobs").
  'should|how|can|do|could ~2 i ~1 keep|make|set|put ~3 social|media|instagram|insta|account|accounts|profile|profiles|tiktok|page|snapchat|twitter|facebook|linkedin|settings|youtube|channel ~1 private|privado|privada',
  // Pay or grades kept private, asked about ("my manager told me to keep my pay private, is that legal").
  'keep|keeping ~3 pay|salary|wage|wages|paycheck|raise|grades|score|scores|gpa|rank|results ~1 private|secret|quiet|confidential ~2 is|legal|normal|allowed|ok|okay',
  // Photos and videos of the student's work or papers, not of the student ("photos of my artwork",
  // "a video of my process", "a photo of my id for the tournament").
  `${PHOTO} ~1 of ~2 my|our|your|the|their ~1 work|artwork|art|process|project|projects|painting|paintings|drawing|drawings|portfolio|id|license|passport|transcript|certificate|diploma|report|receipt|homework|essay|notes|build|design|designs|garden|dog|dogs|cat|cats|robot|cake|cakes|food|recipe|recipes|form|permit|pieces|piece|sculpture|sculptures|photography`,
  // A video interview or resume ("the internship asked for a video introduction"); not a video call
  // or chat, not an audition.
  'video|videos ~1 interview|interviews|resume|resumes|introduction|intro|essay|application|tour|tours',
  // A video audition for a school or a program (music, theater and dance applications ask for one:
  // "the conservatory wants a prescreening video"); never an audition alone, a scam's pretext.
  'college|colleges|school|schools|conservatory|conservatories|program|programs|university|universities|band|orchestra|choir|theater|theatre|drama|dance|music|art|arts|ensemble ~4 video|videos|prescreening|prescreen ~1 audition|auditions|video|videos',
  'video|videos|prescreening|prescreen ~1 audition|auditions|video|videos ~3 for|to ~2 college|colleges|school|schools|conservatory|conservatories|program|programs|university|universities|band|orchestra|choir|theater|theatre|drama|dance|music|art|arts|ensemble',
  // A surprise party kept from its guest of honour.
  'not|dont|never ~2 tell|spoil ~4 surprise ~1 party|parties|birthday',
  // The address a form asks for ("my home address on the application").
  'address ~3 on|in ~2 application|applications|form|forms|resume|transcript|fafsa|w4|paperwork',
  // A therapist's or a counselor's confidentiality ("my therapist said our sessions are private").
  'therapist|therapists|counselor|counselors|therapy|counseling|psychologist|psychiatrist ~4 session|sessions ~2 private|confidential',
  // Twenty-seventh round (a battery of my own: school and work asking a group for photos or videos).
  // A request to a group for a photo or a video of its work, not of anyone's body ("my teacher asked
  // us to record a video of our speech", "my coach asked us to send videos of our swings for
  // recruiting", "my coach wants a picture of everyone for the team website", "my boss wants
  // everyone's photo for the staff board"), and the student photographing an event ("my cousin wants
  // me to shoot her engagement photos"). Never with a body or clothing word (BODY_OR_CLOTHING); the
  // words right beside each other ("a pic of me in the group chat", "everyone took pics" are read).
  `${PHOTO} ~1 of my|our|your|the|their ~1 swing|swings|routine|routines|speech|speeches|performance|performances|presentation|presentations|experiment|experiments|demo|recital|solo|monologue|song|songs|playing|technique|team|class|group|staff|club|booth|poster|posters|exhibit|display|event|concert|game|games|match|science|lab`,
  `${PHOTO} ~1 of ~1 everyone|everybody`,
  `everyones!|everybodys!|team|group|class|staff|yearbook|club|cast|squad|senior|seniors|graduation|grad ${PHOTO}`,
  `shoot|shooting|take|taking|photograph|photographing ~2 her|their|our|the|my|a ~2 engagement|wedding|senior|graduation|grad|quince|quinceanera|prom|homecoming|recital|baby|maternity|birthday|event|concert|game ~1 ${PHOTO}|shoot|session|portraits|headshots`,
  // A surprise kept secret ("my boss said to keep the surprise party for our coworker a secret").
  'surprise ~1 party|parties|gift|gifts|present|presents ~8 secret|quiet',
  // Twenty-eighth round: a call with a parent on it ("a video call with me and my mom to plan my
  // project"); the next word joins it to a purpose, so "… with me and my mom doesnt know" is read.
  'video|zoom|facetime|phone ~1 call|calls|chat|meeting ~2 with ~1 me ~1 and ~1 my ~1 mom|dad|parents|mum|mother|father|family|parent|guardian|mama|papa ~1 to|about|for|so|tomorrow|tonight|next|this|on|at',
];

/** A body or clothing word, or a place to be alone: the figures beside grooming's signs are then not taken out (twenty-seventh round). */
export const BODY_OR_CLOTHING =
  // Exact words (a stem is no use here: Spanish stems "shower" to "show").
  'bikini!|bikinis!|underwear!|bra!|bras!|lingerie!|swimsuit!|swimsuits!|bathing!|pajamas!|pajama!|pjs!|naked!|nude!|nudes!|shirtless!|topless!|body!|bodies!|legs!|feet!|chest!|butt!|boobs!|towel!|bed!|bedroom!|shower!|showers!|sexy!|alone!|locker!|hotel!|desnuda!|desnudo!|ropa!|cuerpo!|cama!|bano!|sola!|solas!';

/** A person, not an institution or a role the student names (CAREER_FIGURES are then not taken out). */
export const PERSONAL_ACTOR =
  'he|him|hes|his|guy|guys|man|men|dude|stranger|strangers|someone|somebody|older|adult|adults|grown|senor|hombre|tipo|chavo|adulto|alguien|el';

/** Jokes and figures of speech ("this homework is killing me", "i could kill him lol"). */
export const HYPERBOLE_FRAME = [
  'could ~1 kill ~2 lol|lmao|haha|jk',
  // Twenty-second round (tx22-): "i'm gonna kill him lol" about a brother who ate the leftovers.
  'gonna|going|gna ~2 kill|murder|strangle ~6 lol|lmao|lmfao|haha|jk|jaja|jajaja',
  // Fourteenth round: "i could strangle them lol" (group partners who ghosted).
  'could ~1 strangle|murder|choke ~2 lol|lmao|haha|jk',
  // Fourteenth round: idioms the model read as risk ("i'd sell my soul for a 4.0", "my legs are dead
  // after leg day", "i wanted to crawl into a hole", "after finals i want to disappear under my
  // blanket and sleep for a week", "me mató la clase de química", "estoy reventado después del
  // entrenamiento").
  'sell ~1 my ~1 soul',
  'legs|arms|feet|body|piernas|brazos ~2 are|is|r|estan ~1 dead|muertas|muertos ~3 after|from|despues',
  'crawl ~2 into ~1 a ~1 hole',
  'disappear|desaparecer ~3 under|bajo ~2 blanket|blankets|covers|cobijas|sabanas',
  // Exact: "entrenador" (the coach) shares a stem with "entrenamiento".
  'me ~1 mato|mata|mataron ~2 la|el ~1 clase|examen|tarea|entrenamiento!|practica!',
  'reventado|reventada|muerto|muerta ~3 despues ~3 entrenamiento!|practica!|partido|gym',
  'so ~1 annoying ~6 kill',
  'beat|beats ~2 me ~1 at|in',
  // "this project is gonna be the death of me" (an idiom; the model once read it as self-harm).
  'the! death! of! me!',
  'shoot|shooting|shot ~4 photo|photos|pictures|pics|film|films|video|videos|movie|hoops|baskets',
  // Twenty-fifth round: "lmao i almost died laughing in auto shop", "me morí de risa".
  'died|dying|dead|muero|mori ~1 laughing|laughter|risa',
];

/**
 * Small talk (twenty-fifth round): greetings, thanks, acknowledgements and goodbyes, English and
 * Spanish. A message made only of these words (at least one of SMALL_TALK_CORE, at most eight
 * words) says nothing about the student, so the model does not judge it on its own: the shipped
 * model read "thanks", "hola", "good night", "bye" and "muchas gracias" as self-harm (a short
 * text's sentence vector sits near the short risky messages it was trained on). After an earlier
 * message that was risk it is read as before (classifier.ts riskBefore), and the lexicon reads it
 * as always. "goodbye" and "adiós para siempre" are not small talk (goodbye letters).
 */
export const SMALL_TALK_CORE = [
  // greetings
  'hi hii hey heya hello helo hallo yo sup wassup whatsup howdy hiya gm morning afternoon evening',
  'hola holi buenas buenos dias tardes noches saludos onda qiubo',
  // thanks
  'thanks thank thanx thx ty tysm tyvm tq appreciate appreciated gracias grax grasias',
  // acknowledgements
  'ok okay okey okk okie k kk cool great awesome nice perfect alright aight sure gotcha makes sense sounds',
  'vale dale perfecto genial chido chevere bacan listo entendido bueno claro',
  // goodbyes (not "goodbye": a goodbye letter is a sign)
  'bye cya see ttyl later night gn chao chau luego vemos pronto',
  // openers ("quick question", "oye, una pregunta", "hola, tengo una duda")
  'question pregunta duda',
  // conversation moves (third step): answers, pauses and asks about the companion's reply ("yes
  // please", "no thanks", "maybe later", "hold on", "brb", "i don't understand", "that makes no
  // sense", "that's not what i asked", "otra vez por favor", "no entiendo", "ya me voy")
  'yes yeah yep yup no nope nah maybe please pls plz brb wait hold sec back really understand asked explain repeat helpful entiendo favor repite explica voy',
  // Twenty-eighth round (a new author's short replies, battery D: "that makes sense i think", "eh not
  // really", "lol ok you're right", "ok va", "mmm no sé", "sí tiene sentido creo" got the crisis
  // reply): agreeing, hesitating, not knowing.
  'right true fair bet facts idk dunno guess think hmm hm mmm mm um umm uh eh meh ig',
  'va sale cierto verdad sentido modo creo pues',
].flatMap((l) => l.split(' '));
/** The other words small talk may hold ("thank you so much", "good morning buddy", "muchas gracias"). */
// Not "help", "one", "all", "do", "puedo", "ayuda": with "no" and "please" they make pleas ("please
// help me", "i have no one", "no one can help me", "ya no puedo", "bye all", "please what do i do").
export const SMALL_TALK_OTHER = [
  'you u ya so much very a lot the it that this got see good there again for helpful whats up',
  'buddy bro dude man friend career college pathscoop lol haha hahaha lmao xd oh ah oo ooh wow yes yeah yep yup ya',
  'muchas muchisimas mil muy por la el tu de nada hasta nos si que amigo amiga jaja jajaja',
  'i have quick can ask oye tengo una otra preguntar',
  'not later be ill on dont didnt what mean thats youre otra vez me',
  // Twenty-eighth round: with the replies above ("ok wait that's actually a good idea", "i guess so",
  // "nah i'm good", "no sé", "ni modo", "está bien"). Not "done", "anymore", "tired", "over" (never).
  'im actually idea kinda sorta know sure se tiene esta eso ni si bien creo que',
].flatMap((l) => l.split(' '));
/** Never small talk, though made of its words: "not ok", "ya no", "ok that's it", "you don't understand". */
export const NOT_SMALL_TALK = [
  'not|no ~1 ok|okay|okey|good|fine|alright|bien',
  'ya no',
  'thats ~1 it',
  'you|u ~1 dont|didnt ~1 understand',
];
