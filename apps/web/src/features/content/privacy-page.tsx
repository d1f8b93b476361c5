import { Link } from 'react-router';
import { SITE } from '../../components/layout/site-config';
import { LegalDocument, type LegalSection } from './components/legal-document';

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this policy covers',
    body: (
      <p>
        Pathscoop (“we”, “us”) runs a career-guidance service for young people and the volunteer professionals
        who mentor them. This policy explains what personal information we collect through our website and
        apps (the “Service”), how we use and share it, and the choices you have. Visitors are called “users”
        and people with an account “members”. It applies together with our{' '}
        <Link to="/terms">Terms of Use</Link>.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>When you sign up</h3>
        <ul>
          <li>
            <strong>Career Explorers (students):</strong> first and last name, e-mail address, phone number,
            street address, city, state and ZIP code, age, grade, the highest education you plan to reach,
            your favorite ice-cream flavor, careers you are already considering, how certain you feel about
            them (1 to 10), an affiliate code if your school or organization gave you one, and your consent
            choices (terms accepted, data sharing allowed or not) with the time you gave them.
          </li>
          <li>
            <strong>Community Partners (mentors):</strong> first and last name, e-mail address, phone number,
            job title, industry, the topics you can talk about, a link to your professional profile, and your
            address and ZIP code.
          </li>
          <li>
            Your password, which we store only as a one-way hash: we cannot read it and will never ask you for
            it.
          </li>
        </ul>
        <h3>When you use the Service</h3>
        <ul>
          <li>
            <strong>Assessment answers</strong> for each scenario, and the results we compute from them: your
            career recommendations, the scores you give them, the careers you save and your strengths profile.
          </li>
          <li>Session requests, session history and the feedback exchanged after sessions.</li>
          <li>Messages you send to the AI Companions and their replies.</li>
          <li>Your profile picture and any changes you make to your profile.</li>
          <li>
            <strong>Parents’ phone numbers</strong> entered with Text to Parent (see below).
          </li>
          <li>
            Plan and payment status. Card details are collected by our payment provider; we receive only the
            result of the payment and the plan chosen.
          </li>
          <li>
            Technical information: IP address, browser and device type, pages requested, and error logs, kept
            to run and secure the Service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use information',
    body: (
      <ul>
        <li>to create and secure your account and sign you in;</li>
        <li>to score your assessment and produce your recommendations and AI Insights Report;</li>
        <li>to match session requests with suitable Community Partners and organize sessions;</li>
        <li>to run the AI Companions and keep your chat history available to you;</li>
        <li>to process plans and payments and send the payment links you ask for;</li>
        <li>to send service e-mails, answer your questions and provide support;</li>
        <li>
          to improve the assessment and the Service, using aggregated or de-identified data where possible;
        </li>
        <li>to prevent fraud and abuse, keep members safe and comply with the law.</li>
      </ul>
    ),
  },
  {
    id: 'share',
    title: 'How we share information',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not use it for targeted
          advertising. We share it only as follows:
        </p>
        <ul>
          <li>
            <strong>Sponsoring organizations.</strong> If you joined with the affiliate code of a school or
            nonprofit and you allowed data sharing at sign-up, that organization can see your name, contact
            details, assessment results and session activity so that its counselors can support you. You can
            withdraw that permission at any time by writing to us; it does not affect what was already shared.
            Schools subject to FERPA receive and control this information as described in our Terms.
          </li>
          <li>
            <strong>Your school’s counselors.</strong> If you joined with your school’s code, the school’s
            counselors can see, on their dashboard, your name and grade, when you joined and were last active,
            whether you started and finished the assessment, your results and strengths, the careers you
            saved, and how many mentorship sessions you asked for and held. They never see your e-mail, phone
            or address, your chats with the AI companions, your messages with mentors, your payments or your
            guardian’s contact. Every time a counselor opens your page it is recorded; Profile Info shows
            which school can see your results and your data export lists each visit. Removing the school’s
            code on Profile Info takes you out of the school’s view at once (what the code gave you ends too),
            and deleting your account removes you from it.
          </li>
          <li>
            <strong>Community Partners</strong> see the first name of the student they are meeting and the
            topic of the session. Students see their mentor’s name and professional details.
          </li>
          <li>
            <strong>Service providers</strong> who process data for us under contract and only on our
            instructions: hosting, e-mail and text-message delivery, payments, and the AI model provider that
            generates AI Companion replies.
          </li>
          <li>
            <strong>Legal reasons:</strong> when the law requires it, or to protect the safety of a person or
            the rights of Pathscoop or our members.
          </li>
          <li>
            <strong>Business changes:</strong> if Pathscoop is merged or acquired, this policy continues to
            apply to the information transferred.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'companion-safety',
    title: 'Safety checks in the AI Companions',
    body: (
      <>
        <p>
          Every message you send to Career Buddy or College Buddy is checked automatically, in English and
          Spanish, for signs that you or someone else may be in danger: thoughts of suicide or self-harm, an
          adult asking you to keep secrets from your parents, to meet alone or to send photos, abuse at home,
          eating disorders, bullying, drugs, violence or threats, and sexual content. The check reads your
          recent messages together, not only the last one. It runs on our own servers, reading both the words
          and what they mean, and sends nothing elsewhere. When an AI model provider writes the replies, its
          moderation service checks your message too, and every reply is checked before you see it.
        </p>
        <ul>
          <li>
            <strong>What you see:</strong> a short reply with people who can help right away, such as the 988
            Suicide &amp; Crisis Lifeline (call or text 988), the Crisis Text Line (text HOME to 741741) and
            911 in an emergency. You can keep chatting.
          </li>
          <li>
            <strong>What is recorded:</strong> the flagged message (with phone numbers, e-mail and street
            addresses hidden), the earlier messages the check relied on, the kind of concern and how serious
            it looks.
          </li>
          <li>
            <strong>Who sees it:</strong> only Pathscoop’s safeguarding team, in our back office, where you
            appear by first name, last initial, account number and age. For the most serious concerns (for
            example a risk to your life, grooming or abuse) the team is also e-mailed at once. They may act to
            protect your safety, as described under “Legal reasons” above.
          </li>
          <li>
            <strong>How long it is kept:</strong> 365 days, then deleted automatically, or sooner when you
            delete your account. Clearing a chat deletes the conversation but not this safety record. It is
            included when you download your data.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'parents',
    title: 'Parents’ phone numbers (Text to Parent)',
    body: (
      <p>
        When a member uses Text to Parent, they give us a parent’s or guardian’s phone number. We use that
        number only to text the payment link the member asked for. We do not use it for marketing, do not add
        it to any list and do not share it with anyone except the text-message provider that delivers the
        message. The number is used only for this one message: we do not store it with the request or anywhere
        else in our records (the provider keeps its delivery record under its own retention rules).
      </p>
    ),
  },
  {
    id: 'email',
    title: 'E-mail',
    body: (
      <p>
        We send e-mails needed to run your account: address verification, password-reset links, session
        updates, notices that your recommendations are ready, and important changes to the Service. We send
        news or tips only if you agreed to receive them, and every such e-mail has an unsubscribe link.
        Password-reset links work once and expire after one hour.
      </p>
    ),
  },
  {
    id: 'parent-summary',
    title: 'A parent’s or guardian’s e-mail',
    body: (
      <p>
        A student can give us a parent’s or guardian’s e-mail address on Profile Info. We use it to tell them
        about each mentorship session the student books and, on plans that include it, to send a monthly
        progress summary: whether the assessment is finished, the top three career matches, saved careers and
        how many sessions were held or are coming up. The student sees the exact summary first, can turn it
        off or remove the address at any time. The summary never contains chats with the companions or
        mentors. Mentors and school counselors never see the address.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We do not use advertising or cross-site tracking cookies. The Service stores a few items in your
          browser’s local storage so it can work:
        </p>
        <ul>
          <li>
            your sign-in tokens and basic account details, so you stay signed in (removed when you log out);
          </li>
          <li>your assessment progress, so you can continue where you left off;</li>
          <li>
            a draft of the sign-up form, so a reload does not lose it (cleared after a successful sign-up);
          </li>
          <li>a flag noting that you have already seen the welcome message.</li>
        </ul>
        <p>
          You can clear these at any time in your browser settings; you will then be signed out and your
          unfinished progress will be lost.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep account information while your account is open. You can delete your account yourself under
          Profile Info → Delete my account (you confirm with your password), or ask us to do it. Deleting it
          signs you out everywhere and removes your personal information from our live systems at once; copies
          in our encrypted backups expire within 30 days. We then keep only what the law requires:
        </p>
        <ul>
          <li>
            <strong>Payment records</strong>, anonymised (amount, currency, date, plan, the payment provider’s
            reference; no name, no e-mail, no account) for 7 years, for tax and bookkeeping.
          </li>
        </ul>
        <p>Other periods:</p>
        <ul>
          <li>
            <strong>Invitations</strong> you send a friend (their e-mail address and your message): 90 days,
            unless your friend signs up.
          </li>
          <li>
            <strong>Newsletter</strong>: an address that never confirmed its subscription is deleted after 30
            days, and an unsubscribed address 30 days after unsubscribing.
          </li>
          <li>
            <strong>Profile pictures</strong>: replaced pictures are deleted when you upload a new one; the
            current one when your account is deleted.
          </li>
          <li>Sign-in sessions expire after 30 days; one-time links after 1 to 48 hours.</li>
          <li>Server logs: up to 90 days.</li>
        </ul>
        <p>
          Information received from a school under a partnership agreement is deleted or returned as the
          school instructs when the agreement ends.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect information with encryption in transit, hashed passwords, access controls that limit staff
        access to what their job requires, and regular review of our systems. No service can be perfectly
        secure; if we learn of a breach affecting your information we will notify you and the authorities as
        the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <>
        <p>
          Pathscoop is designed for people aged 13 and older. Members aged 13 to 17 need the consent of a
          parent or guardian. We do not knowingly collect personal information from children under 13 except
          through a family account created by a parent or guardian aged 18 or older, who gives consent for the
          child and controls the account, as required by the Children’s Online Privacy Protection Act (COPPA).
        </p>
        <p>
          If you believe a child under 13 has given us personal information without that consent, contact{' '}
          {mail(SITE.privacyEmail)} and we will delete it. Parents and guardians can review, correct or delete
          their child’s information and withdraw consent at any time by writing to the same address.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <>
        <ul>
          <li>Review and update most of your information in your profile at any time.</li>
          <li>
            Download a copy of everything we keep about you (Profile Info → Download my data, a JSON file),
            and correct or delete it; you can also ask us by e-mail.
          </li>
          <li>Withdraw permission to share data with your sponsoring organization.</li>
          <li>Unsubscribe from optional e-mails with the link in each message.</li>
        </ul>
        <p>
          <strong>California residents</strong> have the right to know what personal information we collect,
          use and disclose; to delete and correct it; to opt out of its sale or sharing (we do neither); to
          limit the use of sensitive personal information; and not to be discriminated against for exercising
          these rights. Residents of other states with privacy laws have similar rights. To use any of them,
          write to {mail(SITE.privacyEmail)}. We will verify your request by e-mail and answer within 45 days.
          An authorized agent or a parent may make a request on your behalf.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change on this page with a new date. If a change materially affects how we use
        information we already hold, we will tell members by e-mail before it takes effect and, where the law
        requires, ask for consent again.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about privacy: {mail(SITE.privacyEmail)}, {SITE.phone.display}, or by mail to{' '}
        {SITE.postalAddress.replace('Attn: Legal', 'Attn: Privacy')}.
      </p>
    ),
  },
];

/** /privacypolicy: Privacy Policy (static), dated April 25, 2025. */
export function Component() {
  return (
    <>
      <title>Privacy Policy — Pathscoop</title>
      <LegalDocument
        title="Privacy Policy"
        updated="April 25, 2025"
        intro={
          <p>
            Your answers about who you are and what you want to become are personal. This policy explains, in
            plain words, what we collect, why, who can see it and how you stay in control.
          </p>
        }
        sections={sections}
      />
    </>
  );
}
