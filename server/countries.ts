// Countries for the address form (GET /init/countries), with states or provinces where addresses use them.
// Names in English; the widget may localise them with Intl.DisplayNames.

export interface Country {
  code: string;
  name: string;
  states?: { code: string; name: string }[];
}

const list = (pairs: string): { code: string; name: string }[] =>
  pairs.split(';').map((pair) => {
    const [code, name] = pair.split('=');
    return { code: code!.trim(), name: name!.trim() };
  });

const US_STATES = list(
  'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
    'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;' +
    'KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;' +
    'MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;' +
    'NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;RI=Rhode Island;' +
    'SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;' +
    'WV=West Virginia;WI=Wisconsin;WY=Wyoming;PR=Puerto Rico',
);

const CA_PROVINCES = list(
  'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NS=Nova Scotia;' +
    'NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
);

const AU_STATES = list(
  'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;' +
    'TAS=Tasmania;VIC=Victoria;WA=Western Australia',
);

const DE_STATES = list(
  'BW=Baden-Württemberg;BY=Bayern;BE=Berlin;BB=Brandenburg;HB=Bremen;HH=Hamburg;HE=Hessen;' +
    'MV=Mecklenburg-Vorpommern;NI=Niedersachsen;NW=Nordrhein-Westfalen;RP=Rheinland-Pfalz;SL=Saarland;' +
    'SN=Sachsen;ST=Sachsen-Anhalt;SH=Schleswig-Holstein;TH=Thüringen',
);

const MX_STATES = list(
  'AGS=Aguascalientes;BC=Baja California;BCS=Baja California Sur;CAMP=Campeche;CHIS=Chiapas;CHIH=Chihuahua;' +
    'CDMX=Ciudad de México;COAH=Coahuila;COL=Colima;DGO=Durango;GTO=Guanajuato;GRO=Guerrero;HGO=Hidalgo;' +
    'JAL=Jalisco;MEX=Estado de México;MICH=Michoacán;MOR=Morelos;NAY=Nayarit;NL=Nuevo León;OAX=Oaxaca;PUE=Puebla;' +
    'QRO=Querétaro;QROO=Quintana Roo;SLP=San Luis Potosí;SIN=Sinaloa;SON=Sonora;TAB=Tabasco;TAMPS=Tamaulipas;' +
    'TLAX=Tlaxcala;VER=Veracruz;YUC=Yucatán;ZAC=Zacatecas',
);

const OTHERS = list(
  'AR=Argentina;AT=Austria;BE=Belgium;BR=Brazil;BG=Bulgaria;CL=Chile;CN=China;CO=Colombia;HR=Croatia;CY=Cyprus;' +
    'CZ=Czechia;DK=Denmark;EE=Estonia;FI=Finland;FR=France;GR=Greece;HK=Hong Kong;HU=Hungary;IS=Iceland;IN=India;' +
    'ID=Indonesia;IE=Ireland;IL=Israel;IT=Italy;JP=Japan;LV=Latvia;LT=Lithuania;LU=Luxembourg;MY=Malaysia;MT=Malta;' +
    'NL=Netherlands;NZ=New Zealand;NO=Norway;PE=Peru;PH=Philippines;PL=Poland;PT=Portugal;RO=Romania;SA=Saudi Arabia;' +
    'SG=Singapore;SK=Slovakia;SI=Slovenia;ZA=South Africa;KR=South Korea;ES=Spain;SE=Sweden;CH=Switzerland;TW=Taiwan;' +
    'TH=Thailand;TR=Türkiye;UA=Ukraine;AE=United Arab Emirates;GB=United Kingdom;VN=Vietnam',
);

export const countries: Country[] = [
  { code: 'US', name: 'United States', states: US_STATES },
  { code: 'CA', name: 'Canada', states: CA_PROVINCES },
  { code: 'AU', name: 'Australia', states: AU_STATES },
  { code: 'DE', name: 'Germany', states: DE_STATES },
  { code: 'MX', name: 'Mexico', states: MX_STATES },
  ...OTHERS,
].sort((a, b) => a.name.localeCompare(b.name, 'en'));
