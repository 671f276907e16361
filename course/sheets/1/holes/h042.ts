import type { HoleSpec } from '../../../schema';

const grid = (r: number, c: number, f: (i: number, j: number) => string, k = '') =>
  `${r} ${c}${k}\n` + Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');
const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#.';
const noise = (i: number, j: number) => ALPHA[(i * 131 + j * 29 + ((i * j) % 17)) % ALPHA.length];

const LOGO = '3 4\nAB#.\nCD..\nEF.#\n';
const ONE = '1 1\nQ\n';
const ROW = '1 7\noncall!\n';
const COL = '5 1\nd\ne\np\nl\no\n';
const SQUARE = '3 3\n123\n456\n789\n';
const PAL = '2 3\nabc\ncba\n';
const BIG = grid(100, 100, noise);
const WIDE = grid(2, 100, (i, j) => ALPHA[(j + i * 50) % 62]);

const fmt = (extra: string) =>
  'The first line holds two integers R and C (0 <= R, C <= 100; R is 0 exactly when C is 0)' + extra + '. ' +
  'Then R lines follow, each exactly C characters long; the characters are letters, digits, "#", "." and "!" (never spaces). ' +
  'The empty dashboard is the header with R = C = 0 and no rows.';
const FMT = fmt('');
const intro =
  'The wall-mounted incident dashboard was installed by someone who had clearly been paged three times that night, and the picture comes out wrong. ' +
  'You get the picture as a grid of characters with R rows and C columns (at most 100 each). ';

export const hole: HoleSpec = {
  id: 42,
  title: 'The Sideways Dashboard',
  category: 'grids',
  difficulty: 2,
  variations: {
    A: {
      description:
        intro +
        'Print the grid rotated 90 degrees clockwise: the result has C rows of R characters, and its first row is the original first column read from bottom to top.',
      human: {
        input_format: FMT,
        output_format: 'C lines of R characters: the rotated grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: 'ECA\nFDB\n..#\n#..\n' },
      },
      hints: ['Row j of the answer is column j of the input, read upwards.'],
      par: 124,
      cases: [
        { tag: 'empty', input: '0 0\n', output: '' },
        { tag: 'minimum', input: ONE, output: 'Q\n' },
        { tag: 'typical', input: SQUARE, output: '741\n852\n963\n' },
        { tag: 'tricky', input: ROW, output: 'o\nn\nc\na\nl\nl\n!\n' },
        { tag: 'tricky', input: COL, output: 'olped\n' },
        { tag: 'typical', input: PAL, output: 'ca\nbb\nac\n' },
        { tag: 'typical', input: grid(5, 8, noise), output: 'MJGDA\ntplhd\nOJE.6\nvpjdX\nQJC70\ngphZR\nB4A3u\niYfVL\n' },
        { tag: 'typical', input: WIDE, output: 'yA\nzB\n0C\n1D\n2E\n3F\n4G\n5H\n6I\n7J\n8K\n9L\nAM\nBN\nCO\nDP\nEQ\nFR\nGS\nHT\nIU\nJV\nKW\nLX\nMY\nNZ\nOa\nPb\nQc\nRd\nSe\nTf\nUg\n' +
          'Vh\nWi\nXj\nYk\nZl\nam\nbn\nco\ndp\neq\nfr\ngs\nht\niu\njv\nkw\nlx\nmy\nnz\no0\np1\nq2\nr3\ns4\nt5\nu6\nv7\nw8\nx9\nyA\nzB\n0C\n1D\n' +
          '2E\n3F\n4G\n5H\n6I\n7J\n8K\n9L\nAM\nBN\nCO\nDP\nEQ\nFR\nGS\nHT\nIU\nJV\nKW\nLX\nMY\nNZ\nOa\nPb\nQc\nRd\nSe\nTf\nUg\nVh\nWi\nXj\nYk\n' +
          'Zl\n' },
        { tag: 'maximum', input: BIG, output: 'pmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA\n' +
          'UQMIEA840wsokgcplhdZVRNJFB951xtp2yuqmieaWSOKGC#62D.73zvrnjfbXTPLHDQMIEA840wsokgcYUQdZVRNJFB951xtplhd\n' +
          'upkfaVhcXSNID#5FA72xsniupkfaVQLGSNID#50v72xsnidYTfaVQLGB8ID#50vqlgsnidYTOJVQLGB83yt50vqlgbWidYTOJE.6\n' +
          'IC8HB71vp0uoicWhbVPJUOIC82B71vpjuoicWhbVPJDOIC82w71vpjuoicWQbVPJD9IC82w71vpjdoicWQKVPJD9IC82wq1vpjdX\n' +
          'ibleXQaTMFPIB6z92voyrkdngZScVOHAKD81.4xq0tmfpibUNXQJCMF#3B6zs2vohakdWPZSLEOHA5D81unxqjcmfYRbUNGQJC70\n' +
          '8F91#2umvnfogYQZRJSKCLD7z80s1tldmeWfXPYQIAJB5C6yqzrjskcldVNWOGPH.3A4w5xpyqiajbTcUMENF9G#2.3vnwogphZR\n' +
          'neVdULTKBJA3.2t1s0riqhYgXOWNEMD6C5B4v3ultkbjaRZQHPGOF8E7y6xownemdUcTbSJRI.H#190rzqhpgofWeVMULCKB4A3u\n' +
          'B3#0qxnukahXeUKRHOELB3#07xnukrhXeUbRYOELBI#07x4ukrhoelbRYOVLBI#F7x4u1ryoelbiYOVLSI#F7C4.1ryovlbiYfVL\n' +
          'bQWLRGMBH8C39yntiodjYeTZOUJPEK.06v1qwlrgmbhWcRXMBH8C39y4tzoujpekZOUJPEK.F6A17w2rxmbhWcRXMSHNCI9D4#zo\n' +
          '16uznsglZeSXLQEJOCH7A05tymrfkYdRWbPUINBG6.z4sxlqejochVaOTHMAF5#y3rw1puinbgUZNSGL.E49C27v0othmafTYMRF\n' +
          'PTGKOBF48Az3quhlpcgTXbOSFJNAE37uy2ptgkobfSWaNREI7.D26tx1osfjnaeRVIMQDH6#C15sw0nreiVZdQUHLPCG59B04rvi\n' +
          'psvhknZcfRUXJM#BE258ux0mpsehkWZLORDGJ7#Bz25ruxjmYbeQTWILOADG47#wzlordgjVYbNQTFIL9Ay14qtwiloadgSVYKN.\n' +
          'UFHJ68#Axz1moqbdfhSUWHJLN#ACz13oqsufhjUWYaLNPACE1357suwhjlnYacNPRCEGI579uwy0lnpacePRTVGIK79.By02nprc\n' +
          'uvfghiSTUVFGHI45678stuvfghiSTUVFGHIJ5678stuvfghiSTUVWGHIJ5678stuvfghijTUVWGHIJ5678stuvwghijTUVWGHIJ5\n' +
          'III333333mmmmmVVVVVVEEEEEEzzzzziiiiiiRRRRRRAAAAAvvvvvveeeeeeNNNNN888888rrrrrraaaaaJJJJJJ444444nnnnnW\n' +
          'ihgfedLKJIHGFEyxwvutsrqYXWVUTSR.#9876543lkjihgfeMLKJIHGFEyxwvutsrZYXWVUTSR.#987654mlkjihgfeMLKJIHGFz\n' +
          '86420ywusqomkiPNLJHFDB.97531zxvcaYWUSQOMKIGECA#8pnljhfdbZXVTRPNLJ20ywusqomkigecaYWDB.97531zxvtrpnljQ\n' +
          'WTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwt\n' +
          'B951xtplhdZVRNJWSOKGC#62yuqmieaWjfbXTPLHD.73zvrnjwsokgcYUQMIEA840w951xtplhdZVRNJFB9KGC#62yuqmieaWSOK\n' +
          'bWRMHCOJE.61wrmytojeZUPbWRMHC94z.61wrmhcojeZUPKFAMHC94zup1wrmhcXSNZUPKFA72C94zupkfamhcXSNIDPKFA72xsn\n' +
          '1vp0uoicWhbVPJDOIC82B71vpjuoicWQbVPJDOIC82w71vpjdoicWQbVPJD9IC82wq1vpjdoicWQKVPJD93C82wq1vpjdXicWQKE\n' +
          'PISLE9HA5y81ungqjcVfYRKUNG.JC70t3wpisleXhaTMWPIB6E92v5yrkungZjcVOHRKD8G.4x70tmwpibUeXQJTMF#IB6z92voh\n' +
          'pyqirjbTcUMVNF9G#2.3v4wogphZiaSKTLDME8F91t2umvnfXgYQZRJSKC6D7z80sktldmeWfXPHQIAJB5x6yqzrjskcUdVNWOG#\n' +
          'ULCKB4A3u2tksjaiZhYPXOFNE7D6x5wnvmulckbSaRIQH#G908z7ypxofneVdULTKBJAI.2#1s0riqhYgXOWNVMDLC5B4v3ultkb\n' +
          'ukrhXeUbRHOELB3#07x4ukrhoeUbRYOELBI#F7x4u1rhoelbRYOVLSI#F7C4u1ryoelbiYfVLSIPF7C4.1ryovlsiYfVcSIPFMC4\n' +
          'I9D4#z5u0pvkqfUaPVKQFLAG7B28x3shnciXdSYNTIODJ#E5u0pvkqflagVbQWLRG7B28x3syntiodjYeTIODJ#E5.06v1qwlrgV\n' +
          'inbgUZNSGL.E49x27v0othmafTYMRFK#DI8B16uznsglZeSXLQVJOCH7A05tymrfkYdiWbPUINBG6.z4sxlqvjochVaOTHMAF5#y\n' +
          '8Az37uylptgkXbOSWJNAEI7.y26txkobfjWaNRVIM.DH6#x1oswjnaeiVZMQUHL#C159w0nrvimZdhUYLPCGK9B048vzmquhlYcP\n' +
          'WZcORUGJM#BE25ruxjmpbehTWZLORDG47#wz2orugjmYbeQTFIL9AD147twzlordgSVYKNQCFI69Ay14qtfilXadPSVHKN.CF36s\n' +
          'By02nprtegiTVXIKMO.BD0246rtvgikVXZbMOQBDFH468tvxikmoZbdOQSUFHJ68#vxz1moqbdfhSUWHJL8#ACz13oqsufhjUWYJ\n' +
          'bcMNOP.ABCyz01lmnopZabcMNOP.ABCyz012mnopZabcMNOP.ABCDz012mnopZabcMNOPQABCDz012mnopZabcdNOPQABCDz012m\n' +
          '111kkkkkkTTTTTCCCCCCxxxxxxgggggPPPPPP######tttttccccccLLLLLL66666ppppppYYYYYYHHHHH222222llllllUUUUUD\n' +
          'PONMLK43210zyxfedcbaZYXFEDCBA.#srqponmlkSRQPONML543210zyxfedcbaZYGFEDCBA.#srqponmlTSRQPONML543210zyg\n' +
          'pnljhfdbZXVTRP86420ywusqomkigecJHFDB.97531zxvtrpWUSQOMKIGECA#8642jhfdbZXVTRPNLJHFDwusqomkigecaYWUSQ9\n' +
          'DA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgda\n' +
          'uqmieaWSOKGC#62D.73zvrnjfbXTPLHDQMIEA840wsokgcYUQdZVRNJFB951xtplhdqmieaWSOKGC#62yuq3zvrnjfbXTPLHD.73\n' +
          'ID#50v72xsnidYTfaVQLGB8ID#50vqlgsnidYTOJVQLGB83yt50vqlgbWidYTOJE.6GB83ytojvqlgbWRMHTOJE.61w83ytojeZU\n' +
          'icWhbVPJDOIC82w71vpjuoicWQbVPJD9IC82w71vpjdoicWQKVPJD9IC82wq1vpjdXicWQKVPJD93C82wqkvpjdXicWQKEPJD93x\n' +
          '81.4xq0tmfpibUNXQJCMF#3B6zs2vohakdWPZSLEOHA5D81unxqjcmfYRbUNGQJC70#3wpzsleohaTdWPIBLE92A5yr1ungqjcVO\n' +
          'WfXPYQIAJB5C6yqzrjskcldVNWOGPH.3A4w5xpyqiajbTcUMENF9G#2.3vnwogphZRaSKTLDME8091t2umenfXgYQZRJBKC6D7zr\n' +
          'B4v3ultkbjaRZQHPGOF8E7y6xownemdUcTbSJRI.H#190rzqhpgofWeVMULCKB4A3u2t1sjriZhYPXOFNE7D6C5w4vmulckbSaRI\n' +
          'bRYOELBI#07x4ukrhoelbRYOVLBI#F7x4u1ryoelbiYOVLSI#F7C4.1ryovlbiYfVLSIPFMC4.18yovlsiYfVcSZPFMCJ.18y5vl\n' +
          '1qwlrgmbhWcRXMBH8C39y4tzoujpekZOUJPEK.F6A17w2rxmbhWcRXMSHNCI9D4#zoujpekZfUaPVKQFLA17w2rxmshnciXdSYNC\n' +
          'PUINBG6.z4sxlqejochVaOTHMAF5#y3rw1puinbgUZNSGL.E49C27v0othmafTYMRFKPDI8B16uznsglZeSXcQVJOCH7A05tymrf\n' +
          'ptgkobfSWaNREI7.D26tx1osfjnaeRVIMQDH6#C15sw0nreiVZdQUHLPCG59B04rvimqdhUYcPTGKOBF48vz3quhlpcgTXbOSFJ8\n' +
          'DGJ7#Bz25ruxjmYbeQTWILOADG47#wzlordgjVYbNQTFIL9Ay14qtwiloadgSVYKN.CF369vy1nqtfilXaMPSEHK8.C036svyknZ\n' +
          'ufhjUWYaLNPACE1357suwhjlnYacNPRCEGI579uwy0lnpacePRTVGIK79.By02nprcegiTVXIKMO.BD024prtvgikVXZbMOQBDF2\n' +
          'IJ5678stuvfghiSTUVWGHIJ5678stuvfghijTUVWGHIJ5678stuvwghijTUVWGHIJ56789tuvwghijTUVWGHIJK6789tuvwghijT\n' +
          'iiiRRRRRRAAAAAvvvvvveeeeeeNNNNN888888rrrrrraaaaaJJJJJJ444444nnnnnWWWWWWFFFFFF00000jjjjjjSSSSSSBBBBBw\n' +
          '876543lkjihgfeMLKJIHGFEyxwvutsrZYXWVUTSR.#987654mlkjihgfeMLKJIHGFzyxwvutsrZYXWVUTSA.#987654mlkjihgfN\n' +
          'WUSQOMKIGECA#8pnljhfdbZXVTRPNLJ20ywusqomkigecaYWDB.97531zxvtrpnljQOMKIGECA#86420ywdbZXVTRPNLJHFDB.9q\n' +
          'wtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKH\n' +
          'bXTPLHD.73zvrnjwsokgcYUQMIEA840w951xtplhdZVRNJFB9KGC#62yuqmieaWSOKXTPLHD.73zvrnjfbXkgcYUQMIEA840wsok\n' +
          '1wrmhcojeZUPKFAMHC94zup1wrmhcXSNZUPKFA72C94zupkfamhcXSNIDPKFA72xsnzupkfaVQcXSNID#50A72xsnidpkfaVQLGB\n' +
          'PJDOIC82w71vpjdoicWQbVPJD9IC82wq1vpjdoicWQKVPJD93C82wq1vpjdXicWQKEPJD93C82wqkvpjdXRcWQKEPJD93x82wqke\n' +
          'pisleXhaTMWPIB6E92v5yrkungZjcVOHRKD8G.4x70tmwpibUeXQJTMF#IB6z92vohrkdWgZSLVOHAKD81u4xqjtmfYibUNXQJC7\n' +
          'DME8F91t2umvnfXgYQZRJSKC6D7z80sktldmeWfXPHQIAJB5x6yqzrjskcUdVNWOG#H.3A4w5xphqiajbTLUMENF9G#2u3vnwogY\n' +
          'ulckbSaRIQH#G908z7ypxofneVdULTKBJAI.2#1s0riqhYgXOWNVMDLC5B4v3ultkbjaiZQYPGOF8E7y6xownvmdlcTbSJRI.H#1\n' +
          'I#F7x4u1rhoelbRYOVLSI#F7C4u1ryoelbiYfVLSIPF7C4.1ryovlsiYfVcSIPFMC4.18y5vlsipfVcSZPFMCJ.G8y5v2sipfmcS\n' +
          'iXdSYNTIODJ#E5u0pvkqflagVbQWLRG7B28x3syntiodjYeTIODJ#E5.06v1qwlrgVbQWLRGMBH8C39y4tiodjYeTZOUJPEK.F6v\n' +
          '8B16uznsglZeSXLQVJOCH7A05tymrfkYdiWbPUINBG6.z4sxlqvjochVaOTHMAF5#y38w1puinbgUZNSGL.EJ9C27v0othmafTYM\n' +
          'WaNRVIM.DH6#x1oswjnaeiVZMQUHL#C159w0nrvimZdhUYLPCGK9B048vzmquhlYcPTXKOBFJ8Az37uylpcgkXbOSWJNAEI7.y2p\n' +
          'wz2orugjmYbeQTFIL9AD147twzlordgSVYKNQCFI69Ay14qtfilXadPSVHKN.CF36svyknqcfiUXaMPSEH58.x03psvhknZcfRUG\n' +
          'bMOQBDFH468tvxikmoZbdOQSUFHJ68#vxz1moqbdfhSUWHJL8#ACz13oqsufhjUWYJLNPACE1357suwhjlWYacNPRCEGI579uwyj\n' +
          '12mnopZabcMNOP.ABCDz012mnopZabcMNOPQABCDz012mnopZabcdNOPQABCDz012mnopqabcdNOPQABCDz0123nopqabcdNOPQA\n' +
          'PPP######tttttccccccLLLLLL66666ppppppYYYYYYHHHHH222222llllllUUUUUDDDDDDyyyyyyhhhhhQQQQQQ......uuuuud\n' +
          'ponmlkSRQPONML543210zyxfedcbaZYGFEDCBA.#srqponmlTSRQPONML543210zygfedcbaZYGFEDCBA.tsrqponmlTSRQPONM6\n' +
          'DB.97531zxvtrpWUSQOMKIGECA#8642jhfdbZXVTRPNLJHFDwusqomkigecaYWUSQ97531zxvtrpnljhfdKIGECA#86420ywusqX\n' +
          'daXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630\n' +
          'IEA840wsokgcYUQdZVRNJFB951xtplhdqmieaWSOKGC#62yuq3zvrnjfbXTPLHD.73EA840wsokgcYUQMIERNJFB951xtplhdZVR\n' +
          'idYTOJVQLGB83yt50vqlgbWidYTOJE.6GB83ytojvqlgbWRMHTOJE.61w83ytojeZUgbWRMHC9JE.61wrmhtojeZUPKWRMHC94zu\n' +
          '82w71vpjdoicWQKVPJD9IC82wq1vpjdXicWQKVPJD93C82wqkvpjdXicWQKEPJD93x82wqkvpjdXRcWQKE#JD93x82wqkepjdXRL\n' +
          'WPZSLEOHA5D81unxqjcmfYRbUNGQJC70#3wpzsleohaTdWPIBLE92A5yr1ungqjcVOYRKDNG.4C70t3wpibleXQaTMFPIB6E92vo\n' +
          'w5xpyqiajbTcUMENF9G#2.3vnwogphZRaSKTLDME8091t2umenfXgYQZRJBKC6D7zr0sktldmeWOXPHQIA4B5x6yqzrjbkcUdVNF\n' +
          'bSJRI.H#190rzqhpgofWeVMULCKB4A3u2t1sjriZhYPXOFNE7D6C5w4vmulckbSaRIQHPG9F8z7ypxofneVdUcTKSJAI.2#1s0ri\n' +
          '1ryoelbiYOVLSI#F7C4.1ryovlbiYfVLSIPFMC4.18yovlsiYfVcSZPFMCJ.18y5vlsipfmcSZPWMCJ.G8y5v2szpfmcjZPWMTJ.\n' +
          'PEK.F6A17w2rxmbhWcRXMSHNCI9D4#zoujpekZfUaPVKQFLA17w2rxmshnciXdSYNCI9D4#z5u0pvkqflaPVKQFLAG7B28x3sync\n' +
          'puinbgUZNSGL.E49C27v0othmafTYMRFKPDI8B16uznsglZeSXcQVJOCH7A05tymrfkpdiWbPUINBG6.z4sx2qvjochVaOTHMAF5\n' +
          'DH6#C15sw0nreiVZdQUHLPCG59B04rvimqdhUYcPTGKOBF48vz3quhlpcgTXbOSFJ8AE37uy2ptgkobfSWJNREI7.D26tx1osfjW\n' +
          'dgjVYbNQTFIL9Ay14qtwiloadgSVYKN.CF369vy1nqtfilXaMPSEHK8.C036svyknZcfRUXJMPBEH58.x0mpsehkWZcORUGJM#Bz\n' +
          'I579uwy0lnpacePRTVGIK79.By02nprcegiTVXIKMO.BD024prtvgikVXZbMOQBDF2468tvxikmoZbdOQSDFHJ68#vxz1moqbdfQ\n' +
          'ijTUVWGHIJ5678stuvwghijTUVWGHIJ56789tuvwghijTUVWGHIJK6789tuvwghijTUVWXHIJK6789tuvwghijkUVWXHIJK6789t\n' +
          '888rrrrrraaaaaJJJJJJ444444nnnnnWWWWWWFFFFFF00000jjjjjjSSSSSSBBBBBwwwwwwffffffOOOOO999999ssssssbbbbbK\n' +
          'WVUTSR.#987654mlkjihgfeMLKJIHGFzyxwvutsrZYXWVUTSA.#987654mlkjihgfNMLKJIHGFzyxwvutsaZYXWVUTSA.#98765n\n' +
          'wusqomkigecaYWDB.97531zxvtrpnljQOMKIGECA#86420ywdbZXVTRPNLJHFDB.9qomkigecaYWUSQOMK31zxvtrpnljhfdbZXE\n' +
          'KHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkh\n' +
          '1xtplhdZVRNJFB9KGC#62yuqmieaWSOKXTPLHD.73zvrnjfbXkgcYUQMIEA840wsokxtplhdZVRNJFB951x#62yuqmieaWSOKGC#\n' +
          'PKFA72C94zupkfamhcXSNIDPKFA72xsnzupkfaVQcXSNID#50A72xsnidpkfaVQLGBNID#50vq2xsnidYTOaVQLGB83D#50vqlgb\n' +
          'pjdoicWQKVPJD93C82wq1vpjdXicWQKEPJD93C82wqkvpjdXRcWQKEPJD93x82wqkepjdXRcWQKE#JD93xr2wqkepjdXRLWQKE#4\n' +
          'D8G.4x70tmwpibUeXQJTMF#IB6z92vohrkdWgZSLVOHAKD81u4xqjtmfYibUNXQJC7F#3w6zslvohakdWPISLE9HA5y81unxqjcV\n' +
          'dmeWfXPHQIAJB5x6yqzrjskcUdVNWOG#H.3A4w5xphqiajbTLUMENF9G#2u3vnwogYhZRaSKTLD7E8091tlumenfXgYQIRJBKC6y\n' +
          'I.2#1s0riqhYgXOWNVMDLC5B4v3ultkbjaiZQYPGOF8E7y6xownvmdlcTbSJRI.H#1908zqypgofWeVMULCKBJA3.2t1sjriZhYP\n' +
          'iYfVLSIPF7C4.1ryovlsiYfVcSIPFMC4.18y5vlsipfVcSZPFMCJ.G8y5v2sipfmcSZPWMTJ.G8D5v2szpfmcjZgWMTJQG8D5A2s\n' +
          '8x3syntiodjYeTIODJ#E5.06v1qwlrgVbQWLRGMBH8C39y4tiodjYeTZOUJPEK.F6v1qwlrgmbhWcRXMSH8C39y4tzoujpekZfUJ\n' +
          'WbPUINBG6.z4sxlqvjochVaOTHMAF5#y38w1puinbgUZNSGL.EJ9C27v0othmafTYMRWKPDI8B16uznsglZejXcQVJOCH7A05tym\n' +
          'w0nrvimZdhUYLPCGK9B048vzmquhlYcPTXKOBFJ8Az37uylpcgkXbOSWJNAEI7.y2ptxkobfjWaNRVIM.D26#x1oswjnaeiVZMQD\n' +
          'KNQCFI69Ay14qtfilXadPSVHKN.CF36svyknqcfiUXaMPSEH58.x03psvhknZcfRUGJM#BE258ux0mpsehTWZLORDGJ7#Bz25rug\n' +
          '1moqbdfhSUWHJL8#ACz13oqsufhjUWYJLNPACE1357suwhjlWYacNPRCEGI579uwyjlnpacePRTVGIK79.wy02nprcegiTVXIKM9\n' +
          'PQABCDz012mnopZabcdNOPQABCDz012mnopqabcdNOPQABCDz0123nopqabcdNOPQABCDE0123nopqabcdNOPQRBCDE0123nopqa\n' +
          'pppYYYYYYHHHHH222222llllllUUUUUDDDDDDyyyyyyhhhhhQQQQQQ......uuuuuddddddMMMMMM77777qqqqqqZZZZZZIIIII3\n' },
      ],
    },
    B: {
      description:
        intro +
        'Print the grid rotated 90 degrees counterclockwise: the result has C rows of R characters, and its first row is the original last column read from top to bottom.',
      human: {
        input_format: FMT,
        output_format: 'C lines of R characters: the rotated grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: '..#\n#..\nBDF\nACE\n' },
      },
      hints: ['Row j of the answer is column C-1-j of the input, read downwards.'],
      par: 130,
      cases: [
        { tag: 'empty', input: '0 0\n', output: '' },
        { tag: 'minimum', input: ONE, output: 'Q\n' },
        { tag: 'typical', input: SQUARE, output: '369\n258\n147\n' },
        { tag: 'tricky', input: ROW, output: '!\nl\nl\na\nc\nn\no\n' },
        { tag: 'tricky', input: COL, output: 'deplo\n' },
        { tag: 'typical', input: PAL, output: 'ca\nbb\nac\n' },
        { tag: 'typical', input: grid(5, 8, noise), output: 'LVfYi\nu3A4B\nRZhpg\n07CJQ\nXdjpv\n6.EJO\ndhlpt\nADGJM\n' },
        { tag: 'typical', input: WIDE, output: 'lZ\nkY\njX\niW\nhV\ngU\nfT\neS\ndR\ncQ\nbP\naO\nZN\nYM\nXL\nWK\nVJ\nUI\nTH\nSG\nRF\nQE\nPD\nOC\nNB\nMA\nL9\nK8\nJ7\nI6\nH5\nG4\nF3\n' +
          'E2\nD1\nC0\nBz\nAy\n9x\n8w\n7v\n6u\n5t\n4s\n3r\n2q\n1p\n0o\nzn\nym\nxl\nwk\nvj\nui\nth\nsg\nrf\nqe\npd\noc\nnb\nma\nlZ\nkY\njX\niW\n' +
          'hV\ngU\nfT\neS\ndR\ncQ\nbP\naO\nZN\nYM\nXL\nWK\nVJ\nUI\nTH\nSG\nRF\nQE\nPD\nOC\nNB\nMA\nL9\nK8\nJ7\nI6\nH5\nG4\nF3\nE2\nD1\nC0\nBz\n' +
          'Ay\n' },
        { tag: 'maximum', input: BIG, output: '3IIIIIZZZZZZqqqqqq77777MMMMMMdddddduuuuu......QQQQQQhhhhhyyyyyyDDDDDDUUUUUllllll222222HHHHHYYYYYYppp\n' +
          'aqpon3210EDCBRQPONdcbaqpon3210EDCBAQPONdcbaqpon3210zDCBAQPONdcbaqponm210zDCBAQPONdcbaZponm210zDCBAQP\n' +
          '9MKIXVTigecrpn20yw.97KIGVTRPecapnljywu975IGECRPNcaYWljhwus7531ECAPNLJYWUjhfusqo31zCA#8LJHWUShfdbqom1\n' +
          'gur52zB#7JGDROLZWThespm0xu852EB#MJGURfcZnkhvsp30x.85HESPMaXUifcqnkyvs63FC.NKHVSPdaXliftq41yA96IFCQNK\n' +
          'DQMZVieanjwso1x#62D.MIVRNaWjfbokxtp2y.7IEANJWSObXkgcplyu73zA8JFBOKXTPcYlhuqmzv840B9KGCPLYUhdZmivrn0w\n' +
          'myt50A7HCOJVQcXjeZlgsnzu61B8IDPKWRMYTfamhto0v72C9JE.LGSNZUgbniup1w83y#5FAMHTOaVhcojvqlxs4z.6GBNIUPbW\n' +
          'JUfZkepjuozt4y93C8HSMXRcWhbmgrlwq1v6F.KEPJUOZTeYjdoit4y93C8HBMGRLWQbVgrlwq1v60.5E#JDOITeYjdoitnys3x8\n' +
          's2A5D8GQJTMWgZjcmfpzs2v5D8G.JTMWPZScmfpis2v5y8G.JCMFPZScVfpislv5y81.4CMFPIScVfYislvoyr1.4C7FPISLVfYi\n' +
          'PYhZirjs1t2.3AJBKCLUMVeWfogpyqz8091#H.IRJSbTcldmvnwox6y7E8FOGPYQZiajbktlu3v4B5CLDMVNWOXgYhqir0s1#2.I\n' +
          'y6CKBJRIQYgXfnemult1908E7DLTKSaRZhYgownv3u2#G9FNEMULTbjaiqhpx5w4A3.H#GOWNVdUcksjrzqy6x5BJAIQHPXfWemd\n' +
          'Vcjqxnu18y5AH9ELSIPWdkahovlsz6w3#F7CJQXNUbiYfmtjqx4u18DKAHOVLSZgWdkrhov29z6BI#FMTJQXeUbipwmt07x4.G8D\n' +
          '4#EKQWLRXdjpekqw2rx39DJ#EKQWcRXdjpekqw28x39DJPEKQWcRXdjpvkqw28C39DJPEKQWciXdjpv1qw28C39DJPVKQWciodjp\n' +
          'bglqv05#D38BGLQVaOTYdinsx2qv05#DINBGLQVafkpdinsx27A05#DINSXcQVafkpuznsx27AFKPDINSXchmafkpuz49C27AFKP\n' +
          '#CGKOSWaeimquy26#x159BFJNRVZdhlptxkosw048AEIMQUYcgkXbfjnrvz37.DHLPTXKOSWaeimquy26#CGK9BFJNRVZdhlptx1\n' +
          'hknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHK\n' +
          'EXZbdfhjlnprtvxz13KMOQSUWYacegikmoq9.BDFHJLNPRTVXZbdwy02468#ACEGIKMOQjlnprtvxz13579.BDWYacegikmoqsuw\n' +
          'n56789#.ASTUVWXYZastuvwxyzFGHIJKLMNfghijklm456789#.ASTUVWXYZrstuvwxyzFGHIJKLMefghijklm456789#.RSTUVW\n' +
          'Kbbbbbssssss999999OOOOOffffffwwwwwwBBBBBSSSSSSjjjjjj00000FFFFFFWWWWWWnnnnn444444JJJJJJaaaaarrrrrr888\n' +
          't9876KJIHXWVUkjihgwvut9876KJIHXWVUTjihgwvut9876KJIHGWVUTjihgwvut98765JIHGWVUTjihgwvuts8765JIHGWVUTji\n' +
          'Qfdbqom1zxv#86JHFDSQOdbZomkixvt8642FDBQOMbZXVkigvtrp420DB.OMKIXVTigecrpn20yB.97KIGVTRPecapnl0ywu975I\n' +
          'zB#MJGUROcZWkhespm0x.85HEBPMJXURfcZnkyvs630C.8KHESPMaXliftqn1yv963FC.NKYVSgdaoliwtq41yA9LIFTQNbYVjgd\n' +
          'Wjfso1xt62D.7IERNJWSfbokgtp2yu73EA8JFSObXTgcplhuq3zv84FBOKGTPcYUhdqmivr40B95GCPLHUQdZViern0ws51C#6HD\n' +
          '5FAMHTOaVhcojvq2xs4z.6GBNIUPbWidpkfrmyt50A7HCOJVQcXSeZlgsnzu61B8IDPKFRMYTfamhto0v72C94E.LGSNZUgbniup\n' +
          'cnys3x82B7GALFQKVPalfqkvp0u5z#4D9ICNYSdXicnhsmxr2w71ALFQKVPaUfZkepjuoz#4D9ICNHSMXRcWhbmxr2w71A6F.KEP\n' +
          '.JTMWPZjcmfpzs2v5y8G.JCMWPZScmfpislv5y81.JCMFPZScVfYislvoy81.4CMFPISLVfYiblvoyr1.4C7F#ISLVOYibleoyr1\n' +
          'ir0s1#2.IAJSKTcUdVenfoxpy7z8F9GPHQIRaSbkclumv4w5C6D7ENFOXPYhZirjs1t2u3A4BKCLUMVeWfogphqzr091#H.IRJSb\n' +
          'FNVdUckbjrzqy6x5B4AIQHPXOWemdltks0rz7D6CKBJRZQYgXfnemu2t1908EMDLTKSaRZhpgownv3.2#G9FNEMUcTbjaiqypx5w\n' +
          'ov29E6BIPFMTaQXelbipw3t07C4.GNDKRYOVcjqgnu1ry5A29ELBIPWdTahoelszpw3#07CJQGNUbRYfmcjqxnu18D5AHOELSZPW\n' +
          'LRXdjpekqw28x39DJ#EKQWcRXdjpvkqw28x39DJPEKQWciXdjpvkqw28C39DJPVKQWciXdjpv1qw28CI9DJPVKQWciodjpv17w28\n' +
          'uz49CHMRWKPUZejothmrw16.EJ9CHMRWbgUZejoty38w16.EJOTHMRWbglqvjoty38BG6.EJOTYdiWbglqv05ty38BGLQVJOTYdi\n' +
          'RVZdhlptx159BFJNREIMQUYcgkosw048AE37.DHLPTXbfjnrvz3quy26#CGKOSWaeimqdhlptx159BFJNRVZdQUYcgkosw048AEI\n' +
          '0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXad\n' +
          'Xqsuwy02468#ACEGIKdfhjlnprtvxz13579QSUWYacegikmoqsuwDFHJLNPRTVXZbdfhj2468#ACEGIKMOQSUWprtvxz13579.BD\n' +
          '6MNOPQRSTlmnopqrst.ABCDEFGYZabcdefgyz012345LMNOPQRSTlmnopqrs#.ABCDEFGYZabcdefxyz012345LMNOPQRSklmnop\n' +
          'duuuuu......QQQQQQhhhhhyyyyyyDDDDDDUUUUUllllll222222HHHHHYYYYYYpppppp66666LLLLLLccccccttttt######PPP\n' +
          'AQPONdcbaqpon3210zDCBAQPONdcbaqponm210zDCBAQPONdcbaZponm210zDCBAQPONMcbaZponm210zDCBA.PONMcbaZponm21\n' +
          'jywu975IGECRPNcaYWljhwus7531ECAPNLJYWUjhfusqo31zCA#8LJHWUShfdbqom1zxv#86JHFUSQOdbZomkixvt864HFDBQOMb\n' +
          'GURfcZnkhvsp30x.85HESPMaXUifcqnkyvs63FC.NKHVSPdaXliftq41yA96IFCQNKYVSgdrolzwt741DA9LIFTQebYmjguro2zw\n' +
          'p2y.7IEANJWSObXkgcplyu73zA8JFBOKXTPcYlhuqmzv840B9KGCPLYUhdZmivrn0w951C#LHUQMZVieanjwso1x#6HD.MIVRNaW\n' +
          'MYTfamhto0v72C9JE.LGSNZUgbniup1w83y#5FAMHTOaVhcojvqlxs4z.6GBNIUPbWidYkfrmyt50A7HCOJVQLXSeZlgsnzu61B8\n' +
          'v6F.KEPJUOZTeYjdoit4y93C8HBMGRLWQbVgrlwq1v60.5E#JDOITeYjdoitnys3x82B7GRLWQbVgalfqkvp0u5E#JDOITNYSdXi\n' +
          'Scmfpis2v5y8G.JCMFPZScVfpislv5y81.4CMFPIScVfYislvoyr1.4C7FPISLVfYibleoyr1u4C7F#ISLVOYRbleohr1u4x7F#I\n' +
          '1#H.IRJSbTcldmvnwox6y7E8FOGPYQZiajbktlu3v4B5CLDMVNWOXgYhqir0s1#2.IAJBKTLUdVenfoxpy7z809G#HQIRaSbkclu\n' +
          'Ygownv3u2#G9FNEMULTbjaiqhpx5w4A3.H#GOWNVdUcksjrzqy6x5BJAIQHPXfWemdltks08z7D6CKSJRZQYgXfnvmu2t19F8EMD\n' +
          '7CJQXNUbiYfmtjqx4u18DKAHOVLSZgWdkrhov29z6BI#FMTJQXeUbipwmt07x4.G8DKRHOVcjZgnukry5v29E6BIPWMTahXelsip\n' +
          'ekqw28x39DJPEKQWcRXdjpvkqw28C39DJPEKQWciXdjpv1qw28C39DJPVKQWciodjpv1qw28CI9DJPVbQWciodjpv17w28CIODJP\n' +
          'BGLQVafkpdinsx27A05#DINSXcQVafkpuznsx27AFKPDINSXchmafkpuz49C27AFKPUZNSXchmrw1puz49CHMAFKPUZejochmrw1\n' +
          'kosw048AEIMQUYcgkXbfjnrvz37.DHLPTXKOSWaeimquy26#CGK9BFJNRVZdhlptx159w048AEIMQUYcgkoswjnrvz37.DHLPTXb\n' +
          'HKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtw\n' +
          'q9.BDFHJLNPRTVXZbdwy02468#ACEGIKMOQjlnprtvxz13579.BDWYacegikmoqsuwy02JLNPRTVXZbdfhjlnp8#ACEGIKMOQSUW\n' +
          'Nfghijklm456789#.ASTUVWXYZrstuvwxyzFGHIJKLMefghijklm456789#.RSTUVWXYZrstuvwxyEFGHIJKLMefghijkl345678\n' +
          'wBBBBBSSSSSSjjjjjj00000FFFFFFWWWWWWnnnnn444444JJJJJJaaaaarrrrrr888888NNNNNeeeeeevvvvvvAAAAARRRRRRiii\n' +
          'Tjihgwvut9876KJIHGWVUTjihgwvut98765JIHGWVUTjihgwvuts8765JIHGWVUTjihgfvuts8765JIHGWVUTSihgfvuts8765JI\n' +
          '2FDBQOMbZXVkigvtrp420DB.OMKIXVTigecrpn20yB.97KIGVTRPecapnl0ywu975IGECRPNcaYnljhwus7531ECAPNLaYWUjhfu\n' +
          'Znkyvs630C.8KHESPMaXliftqn1yv963FC.NKYVSgdaoliwtq41yA9LIFTQNbYVjgdrolzw#74GDAOLIWTQebYmjxur52zB#7JGD\n' +
          '8JFSObXTgcplhuq3zv84FBOKGTPcYUhdqmivr40B95GCPLHUQdZViern0ws51C#6HDQMIVReanjfso1xt62D.7IERNaWSfbokgtp\n' +
          'frmyt50A7HCOJVQcXSeZlgsnzu61B8IDPKFRMYTfamhto0v72C94E.LGSNZUgbniup1wr3y#5FAMHTOaVhcojeqlxs4z.6GBNIUP\n' +
          'CNYSdXicnhsmxr2w71ALFQKVPaUfZkepjuoz#4D9ICNHSMXRcWhbmxr2w71A6F.KEPJUOZkepjuozt4y93C8HBMXRcWhbmgrlwq1\n' +
          'lv5y81.JCMFPZScVfYislvoy81.4CMFPISLVfYiblvoyr1.4C7F#ISLVOYibleoyr1u4x7F#IBLVOYRbleohrku4x70#IBLEOYRb\n' +
          'IRaSbkclumv4w5C6D7ENFOXPYhZirjs1t2u3A4BKCLUMVeWfogphqzr091#H.IRJSbTcUdmenwox6y7E8FOGPHQZRajbktlu3v4B\n' +
          'rz7D6CKBJRZQYgXfnemu2t1908EMDLTKSaRZhpgownv3.2#G9FNEMUcTbjaiqypx5w4A3.HPGOWNVdlcksjrzqy6C5BJAIQYPXfW\n' +
          'OVcjqgnu1ry5A29ELBIPWdTahoelszpw3#07CJQGNUbRYfmcjqxnu18D5AHOELSZPWdkahov2sz6B3#FMCJQXNUbipfmt0qx4.18\n' +
          'x39DJPEKQWciXdjpvkqw28C39DJPVKQWciXdjpv1qw28CI9DJPVKQWciodjpv17w28CI9DJPVbQWcioujpv17w28CIODJPVbhWci\n' +
          'UZejoty38w16.EJOTHMRWbglqvjoty38BG6.EJOTYdiWbglqv05ty38BGLQVJOTYdinsglqv05#DI8BGLQVafTYdinsx27v05#DI\n' +
          '37.DHLPTXbfjnrvz3quy26#CGKOSWaeimqdhlptx159BFJNRVZdQUYcgkosw048AEIMQDHLPTXbfjnrvz37.D26#CGKOSWaeimqu\n' +
          'adgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369AD\n' +
          '9QSUWYacegikmoqsuwDFHJLNPRTVXZbdfhj2468#ACEGIKMOQSUWprtvxz13579.BDFHJcegikmoqsuwy02468PRTVXZbdfhjlnp\n' +
          'gyz012345LMNOPQRSTlmnopqrs#.ABCDEFGYZabcdefxyz012345LMNOPQRSklmnopqrs#.ABCDEFXYZabcdefxyz01234KLMNOP\n' +
          'DUUUUUllllll222222HHHHHYYYYYYpppppp66666LLLLLLccccccttttt######PPPPPPgggggxxxxxxCCCCCCTTTTTkkkkkk111\n' +
          'm210zDCBAQPONdcbaZponm210zDCBAQPONMcbaZponm210zDCBA.PONMcbaZponm210zyCBA.PONMcbaZponml10zyCBA.PONMcb\n' +
          'JYWUjhfusqo31zCA#8LJHWUShfdbqom1zxv#86JHFUSQOdbZomkixvt864HFDBQOMbZXVkigvtr6420DB.OMKIXVTigetrpn20yB\n' +
          's63FC.NKHVSPdaXliftq41yA96IFCQNKYVSgdrolzwt741DA9LIFTQebYmjguro2zw#74GDROLZWThebpmjxur52EB#MJGUROcZW\n' +
          'PcYlhuqmzv840B9KGCPLYUhdZmivrn0w951C#LHUQMZVieanjwso1x#6HD.MIVRNaWjfbokxt62y.7IEANJWSObXkgtplyu73zA8\n' +
          'y#5FAMHTOaVhcojvqlxs4z.6GBNIUPbWidYkfrmyt50A7HCOJVQLXSeZlgsnzu61B8ID#KFRMYTfamhto0v72x94E.LGSNZUgbni\n' +
          'Vgrlwq1v60.5E#JDOITeYjdoitnys3x82B7GRLWQbVgalfqkvp0u5E#JDOITNYSdXicnhs3x82B7GALFQKVPaUfqkvp0u5z#4D9I\n' +
          '4CMFPIScVfYislvoyr1.4C7FPISLVfYibleoyr1u4C7F#ISLVOYRbleohr1u4x7F#IBLEOYRbUeohrku4x70#3BLEOHRbUeXhrku\n' +
          'bktlu3v4B5CLDMVNWOXgYhqir0s1#2.IAJBKTLUdVenfoxpy7z809G#HQIRaSbkclumvnw5x6D7ENFOXPYhZiajskt2u3A4BKCLU\n' +
          '#GOWNVdUcksjrzqy6x5BJAIQHPXfWemdltks08z7D6CKSJRZQYgXfnvmu2t19F8EMDLTKSaiZhpgow4v3.2#G9FNVMUcTbjriqyp\n' +
          'hov29z6BI#FMTJQXeUbipwmt07x4.G8DKRHOVcjZgnukry5v29E6BIPWMTahXelsipw3t07CJ.GNUKRYfVcjqgnu18y5AH9ELSIP\n' +
          'EKQWciXdjpv1qw28C39DJPVKQWciodjpv1qw28CI9DJPVbQWciodjpv17w28CIODJPVbQWcioujpv17B28CIODJPVbhWciou0pv1\n' +
          'nsx27AFKPDINSXchmafkpuz49C27AFKPUZNSXchmrw1puz49CHMAFKPUZejochmrw16.z49CHMRWbPUZejotymrw16.EJOCHMRWb\n' +
          'KOSWaeimquy26#CGK9BFJNRVZdhlptx159w048AEIMQUYcgkoswjnrvz37.DHLPTXbfjWaeimquy26#CGKOSWJNRVZdhlptx159B\n' +
          'twz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTW\n' +
          'Qjlnprtvxz13579.BDWYacegikmoqsuwy02JLNPRTVXZbdfhjlnp8#ACEGIKMOQSUWYacvxz13579.BDFHJLNPikmoqsuwy02468\n' +
          'zFGHIJKLMefghijklm456789#.RSTUVWXYZrstuvwxyEFGHIJKLMefghijkl3456789#.RSTUVWXYqrstuvwxyEFGHIJKLdefghi\n' +
          'Wnnnnn444444JJJJJJaaaaarrrrrr888888NNNNNeeeeeevvvvvvAAAAARRRRRRiiiiiizzzzzEEEEEEVVVVVVmmmmm333333III\n' +
          '5JIHGWVUTjihgwvuts8765JIHGWVUTjihgfvuts8765JIHGWVUTSihgfvuts8765JIHGFVUTSihgfvuts87654IHGFVUTSihgfvu\n' +
          'crpn20yB.97KIGVTRPecapnl0ywu975IGECRPNcaYnljhwus7531ECAPNLaYWUjhfusqo31zCA#NLJHWUShfdbqom1zxA#86JHFU\n' +
          '.NKYVSgdaoliwtq41yA9LIFTQNbYVjgdrolzw#74GDAOLIWTQebYmjxur52zB#7JGDROLZWkhespm0xu852EB#MJXURfcZnkhvsp\n' +
          'ivr40B95GCPLHUQdZViern0ws51C#6HDQMIVReanjfso1xt62D.7IERNaWSfbokgtp2yu73EANJFSObXTgcplhuq3zA84FBOKGTP\n' +
          'FRMYTfamhto0v72C94E.LGSNZUgbniup1wr3y#5FAMHTOaVhcojeqlxs4z.6GBNIUPbWRdYkfrmyt50A7HCOJEQLXSeZlgsnzu61\n' +
          'oz#4D9ICNHSMXRcWhbmxr2w71A6F.KEPJUOZkepjuozt4y93C8HBMXRcWhbmgrlwq1v60.KEPJUOZTeYjdoitny93C8HBMGRLWQb\n' +
          'LVfYiblvoyr1.4C7F#ISLVOYibleoyr1u4x7F#IBLVOYRbleohrku4x70#IBLEOYRbUeXhrkunx70#3BLEOHRKUeXhakunxq0#3B\n' +
          'u3A4BKCLUMVeWfogphqzr091#H.IRJSbTcUdmenwox6y7E8FOGPHQZRajbktlu3v4B5C6DMENWOXgYhqir0s1t2.3AJBKTLUdVen\n' +
          'RZhpgownv3.2#G9FNEMUcTbjaiqypx5w4A3.HPGOWNVdlcksjrzqy6C5BJAIQYPXfWemdlt1s08z7DLCKSJRZQYgofnvmu2#19F8\n' +
          '07CJQGNUbRYfmcjqxnu18D5AHOELSZPWdkahov2sz6B3#FMCJQXNUbipfmt0qx4.18DKAHOVcSZgndkryov29z6BIPFMTaQXelbi\n' +
          'Xdjpv1qw28CI9DJPVKQWciodjpv17w28CI9DJPVbQWcioujpv17w28CIODJPVbhWcioujpv17B28CIOUJPVbhWciou0pv17BH8CI\n' +
          '6.EJOTYdiWbglqv05ty38BGLQVJOTYdinsglqv05#DI8BGLQVafTYdinsx27v05#DINSGLQVafkpuinsx27AF5#DINSXchVafkpu\n' +
          'dhlptx159BFJNRVZdQUYcgkosw048AEIMQDHLPTXbfjnrvz37.D26#CGKOSWaeimquy2ptx159BFJNRVZdhlpcgkosw048AEIMQU\n' +
          'ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmp\n' },
      ],
    },
    C: {
      description:
        intro +
        'The screen is mounted upside down: print the grid rotated by 180 degrees, i.e. the rows in reverse order with every row also reversed.',
      human: {
        input_format: FMT,
        output_format: 'R lines of C characters: the rotated grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: '#.FE\n..DC\n.#BA\n' },
      },
      hints: ['Reversing the order of the rows alone is only a vertical flip.'],
      par: 115,
      cases: [
        { tag: 'empty', input: '0 0\n', output: '' },
        { tag: 'minimum', input: ONE, output: 'Q\n' },
        { tag: 'typical', input: SQUARE, output: '987\n654\n321\n' },
        { tag: 'tricky', input: ROW, output: '!llacno\n' },
        { tag: 'tricky', input: COL, output: 'o\nl\np\ne\nd\n' },
        { tag: 'tricky', input: PAL, output: 'abc\ncba\n' },
        { tag: 'typical', input: grid(5, 8, noise), output: 'iBgQvOtM\nY4pJpJpJ\nfAhCjElG\nV3Z7d.hD\nLuR0X6dA\n' },
        { tag: 'typical', input: WIDE, output: 'ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zy\n' +
          'lkjihgfedcbaZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJIHGFEDCBA\n' },
        { tag: 'maximum', input: BIG, output: 'pP1KwW8iIdDpP1KwW8iIdDpP1bwW8iIdDpP1bwW8iIuDpP1bwW8iIuDpP1bBW8iIuDpP1bBW8iIuUpP1bBW8iIuUpP1bBn8iIuUp\n' +
          'pQmN0bxY.m8jKxHuV8j5gHuErS5P2dEaBoP2MzaBX#lMiJwXtU7iJfGtUqR4f1cDqAnO1cyZAn9kLyIvW9T6hIvFsT6Q3eFbCpQm\n' +
          'pAoQnP3f2eGdFtEsU8T7j6iKyJxZwYAX.nPmO2N1dFcEsDrTqS6i5hJgIwYvX.W#m9lN1M0czbDrCqSpR5Q4gIfHvGuW#V9l8kMj\n' +
          'YBqCrUsV#W.oApBqTrU9V#n.oRpS7T8U9m#nQoR6S7k8lOmPnQ5R6j7kNlO3P4h5i6jMkN2O3g4hKiL0M1N2f3gJhKzL0d1eHfIg\n' +
          'YCbFvIyL1f4i7l#oSrVuYCbFeIyL1O4R7l#oBrVuYxbFeIhLkO4R7U#oBrEuYxb0e3hLkOnR7U#XBrEuHxK0e3h6kOnRqU#XBaEd\n' +
          'YDdIiNnSsXxc2h7mRrWwb1g6l.qEvJ0O5k#pDuIzN4S9XCcHhM3R8WBbGgLlQqVva0fKkPpUuZze4j9oCtHyd3i8nBsGxL2Q7VAa\n' +
          'Yzf6mBtI0P7WCd4k.rGyN5UAbHiOpVwL3S#ZFgMnTua1h8oDeKlRsYzf6mBtI0P7Wxd4k.rGyN5UAbHiOpEwL3S#ZFgMnTua1h8X\n' +
          'Y0h9ZGiPrH0Q9Z1i#rH0QsZ1i#aHjQsI1R#aHj.sI1Rta2j.bIkRta2S.bIkAtJ2Sub3kAtJlSub3TAcJlBuK3TAc4lBuKmTvc4U\n' +
          'Y1SAd6oFiQtK4Vyg9rIlTwN7Y1jAdLoFzQ#b4mDgOrI2Twe7YGjRuL5Wzh#bJmDxOrZ2kBeMpG0Ruc5WEh#sJ3Uxf8ZHkBvMpX0R\n' +
          'H2Uyh.d7qImVzRve8aJnF0SwO9b5oGkCxPtc6YHlDhQuM7Z3VEiAvNra4W0jBfOsKoX1TCg#tLpH2Uyh.d7qImVzRAe8aJnF0SwO\n' +
          'HmW1UzjChAwPuNsc7a5pInG2V0TDiBg.vOtM8b6ZJoHmW1UzSChAfPuNsc7a5pInGlV0TyiBg.vOtM8b6Z4oHmF1UzSChAfPuNsL\n' +
          'HnH4Y4Y4YJpJpJpa6a6aLrLrLrc8c8c8tNtNte#e#e#vPvPvPAgAgAxRxRxRCiCiCiTzTzTEkEkEkV1V1V1mGmGmX3X3X3oIoIoI\n' +
          'HoJqLse.gBiDkFmY5a7c9e.xSzU1W3Y5rMtOvQxSElGnIpKrM#fAhCjElX4Z6b8d#fRyT0V2X4qLsNuPwRykFmHoJqL9e.gBiDkF\n' +
          'HpLtPxT1X5b9fBjW4a8eAiEmIqMuQyU2pLtPxT1X5b9fBjFnJ8eAiEmIqMuQyU2Y6cPxT1X5b9fBjFnJrNviEmIqMuQyU2Y6c#gC\n' +
          '2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dAjGpMvS1Y7eBkHqNwT2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQzW5c.\n' +
          '2a#iGqOyW6eCmKdBlJtR1Z9hFpNxV5dwU4cAkIsQ0Y8gEoMwDnLvT3b.jHrPzX7fDW6eCmKuS2a#iGqOyWpNxV5dBlJtR1Z9hFp8\n' +
          '2bAlKvDoNyX8hGa.kJuT4dCW7gFqP0ZtS3cBmLwVpOzY9iHsAlKvU5eDo8hGrQ1a.T4dCnMxW7P0Z#jItSmLwV6fEpOiHsR2bAl5\n' +
          '2cCX9jJvVqQ2cCX9jJvVqQ2cCo9jJvVqQ2cCo9jJvV7Q2cCo9jJvV7Q2cCoOjJvV7Q2cCoOjJvV7h2cCoOjJvV7h2cCoO0JvV7h2\n' +
          '2dzaBo#lMzJwX#U7iJwGtU7R4fGcDqRnO1cDZAnOkLyZvW9k6hIvWsT6h3eFsCpQ3N0bCp.mN0KxY.V8jKgHuV8S5gHdErSoP2dz\n' +
          '2N1d0cEsDrTqS6R5hJgIwHvX.W#m9lNkM0czbDaCqSpR5Q4g3fHvGuWtV9l8kMjLzKyaCZBpAoQ4P3f2eGdFtVsU8T7jLiKyJxZw\n' +
          'lO3P4h5iLjM1N2O3g4hKiL0M1e2fIgJhKzL0d1eHfIxJybzc0dGeHwIxaybEcFuGvHwZxaDbEtFuXvYBZCaDsEtWuXAYBqCrUsVt\n' +
          'lPoS8V.YCsFvIyL1f4i7lPoSrV.YCbFeIyL1O4i7l#oSrVuYxbFeIhL1O4R7l#oBrEuYxb0eIhLkO4R7U#XBrEuHxb0e3hLkOnRq\n' +
          'lQqVva0f5k#pDuIze4j9oCtHyM3R8WBbGxL2Q7VAaFfKkPpUuZEeJjOoTtYyd3i8nBsXxc2h7mArFwK1P6U.qEvJ0O5T#YDdIiNn\n' +
          'lAsHzO6VBcIjPqFxM4T.aGhNoUvb2i9YEfLmStZ0g7nCuJ1QrXye5lAsHzO6VBcIj#qFxM4T.aGhNoUvb2R9YEfLmStZ0g7nCuJk\n' +
          'lBuKmTvc4UBdKmCvL4UBd5mCvLnUwd5VCeLnUwM5VCe6nDwMoVxe6nDfMoVxN6WDf7oExN6Wyf7oEgNpWyO7XEgNpFyO7Xzg8pFh\n' +
          'lCfNqH1Svd6XFi.tK4Vyg9aIlCwNqY1SAdLoFzQtb4VDg9rIlTwe7YGjAuLoWzQ#b4mDxOrZ2TBe7pGjRuL5WEh#sJmUxO8Z2kBe\n' +
          'UDh.uMqI3VziAe8rJnW0SBf9bKoG1TxP#c6pHlUyQud7ZImEiRvN8a4nFjBwOsb5X1kCgPtL6Y2UDh.uMqI3VziAeNrJnW0SBf9b\n' +
          'UzjChAwPuN9c7a5pInG2V0TDiBgQvOtM8b6ZJoHmW1UzjChAfPuNsc7a5pInG2V0TyiBg.vOtM8b6ZJoHmF1UzSChAfPuNsc7a5Y\n' +
          'U0UFlFlFlW2W2W2nHnHnY4Y4Y4pJpJpJ6a6a6rLrLrL8c8c8cNtNtN#e#e#ePvPvPvgAgAgRxRxRxiCiCiCzTzTzkEkEkE1V1V1V\n' +
          'U1W3Y5rMtOvQxSzlGnIpKrM#fAhCjElG4Z6b8d#fRyT0V2X4ZLsNuPwRykFmHoJqLse.gBiDkF3Y5a7c9e.xSzU1W3YKrMtOvQxS\n' +
          'U2Y6c#gCkGoKsOwjFnJrNvRzV3Z7d.hD2Y6c#gCkGoKsOwS0WJrNvRzV3Z7d.hDlHpc#gCkGoKsOwS0W4a8vRzV3Z7d.hDlHpLtP\n' +
          'DmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dAjGpMvS1Y7eBkHqNwT2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dAjGpM\n' +
          'DnLvT3b.jHrPzXqOyW6eCmKuS2a#iGq9hFpNxV5dBlJtR1Z9Q0Y8gEoMwU4cAkIsQjHrPzX7fDnLvT3b.j2a#iGqOyW6eCmKuS2J\n' +
          'DoNyX8Q1a.kJuTnMxW7gFqPjItS3cBm6fEpOzY9i2bAlKvU5NyX8hGrQ1JuT4dCnMgFqP0Z#jIcBmLwV6fzY9iHsR2bvU5eDoNyG\n' +
          'DpPkKwW8i3dDpPkKwW8i3dDpP1KwW8i3dDpP1KwW8iIdDpP1KwW8iIdDpP1bwW8iIdDpP1bwW8iIuDpP1bwW8iIuDpP1bBW8iIuD\n' +
          'DqAnO1LyZAW9kLhIvW9T6hIeFsTpQ3e0bCpQmN0bxY.m8jKxHuV8j5gHuErS5P2dEaBoP2MzaBX#lMiJwXtU7iJfGtUqR4f1cDqA\n' +
          'DaCqBpR5Q4g3fHeGuWtV9U8kMjLzKyaxZBpAoQnP3f2eGdFtEsU8T7j6iKyJxZwYAX.nPmO2N1dFcEsDrTqS6i5hJgIwYvX.W#m9\n' +
          'ybEcFuGvYwZCaDbEtFuXvYBZCrDsVtWuXAYBqCrUsV#W.oApBqTrU9V#n.oRpS7T8U9m#nQoR6S7k8lOmPnQ5R6j7kNlO3P4h5i6\n' +
          'yc1fJiMlP5S8V.YCsFvIyc1f4iMlPoSrV.YCbFvIyL1f4i7l#oSrVuYCbFeIyL1O4R7l#oBrVuYxbFeIhLkO4R7U#oBrEuYxb0e3\n' +
          'yd3i8nBsGxL2Q7VArFwK1P6U.ZEeJjOoT#YDdIiNnSsXxc2h7mRrWwb1g6l.qEvJ0O5k#pDuIzN4S9XCcHhM3R8WBbGgLlQqVva0\n' +
          'yN5UAbHiOpVwc3S#ZFgMnTua1h8oDvKlRsYzf6mBtI0P7WCd4k.rGyN5UAbHiOpVwL3S#ZFgMnTua1h8oDeKlRsYzf6mBtI0P7Wx\n' +
          'yO7Xzg8pFhOqXzP8YFhOqGzP8Y0h9qGiPrY0h9ZGiPrH0Q9Z1i#rH0QsZ1i#aHjQsI1R#aHj.sI1Rta2j.bIkRta2S.bIkAtJ2Su\n' +
          'yPsa3UCf8qHkSvM6XFi.tKnVyP9a3lCfNqY1SAd6oFiQtK4Vyg9rIlTwN7Y1jAdLoFzQ#b4mDgOrI2Twe7YGjRuL5Wzh#bJmDxOr\n' +
          'hQuM7Z3VEiAvNrJ4W0jBfOsKoX1TCg#cLpH2Uyh.d7qImVzRve8aJnF0SwO9b5oGkCxPtc6YHlDhQuM7Z3VEiAvNra4W0jBfOsKo\n' +
          'hAwPuN9c7aKpInG2V0TDiBgQvOtd8b6ZJoHmW1UzjChAwPuNsc7a5pInG2V0TDiBg.vOtM8b6ZJoHmW1UzSChAfPuNsc7a5pInGl\n' +
          'hBhSySySyjDjDjD0U0U0lFlFlF2W2W2WHnHnH4Y4Y4YJpJpJpa6a6aLrLrLrc8c8c8tNtNte#e#e#vPvPvPAgAgAxRxRxRCiCiCi\n' +
          'hCjElG4Z6b8d#fAyT0V2X4ZLsNuPwRyTFmHoJqLse.gBiDkFmY5a7c9e.xSzU1W3Y5rMtOvQxSElGnIpKrM#fAhCjElX4Z6b8d#f\n' +
          'hDlHpLtPxT1X5b9wS0W4a8eAiEmIqMuQDlHpLtPxT1X5b9fBjW4a8eAiEmIqMuQyU2pLtPxT1X5b9fBjFnJ8eAiEmIqMuQyU2Y6c\n' +
          'QzW5c.iFoLuR0X6dAjGpMvS1Y7eBkHqNwT2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dAjGpMvS1Y7eBkHqNwT2Z\n' +
          'Q0Y8gEoMwU4cAk3b.jHrPzX7fDnLvT3KuS2a#iGqOyW6eCmKdBlJtR1Z9hFpNxV5dwU4cAkIsQ0Y8gEoMwDnLvT3b.jHrPzX7fDW\n' +
          'Q1a.kJdCnMxW7g0Z#jItS3cwV6fEpOzHsR2bAlKvDoNyX8hGa.kJuT4dCW7gFqP0ZtS3cBmLwVpOzY9iHsAlKvU5eDo8hGrQ1a.T\n' +
          'Q2cxX9jJvEqQ2cxX9jJvEqQ2cCX9jJvEqQ2cCX9jJvVqQ2cCX9jJvVqQ2cCo9jJvVqQ2cCo9jJvV7Q2cCo9jJvV7Q2cCoOjJvV7Q\n' +
          'Q3N0bCY.mNjKxYuV8jKgHuVrS5g2dErBoP2dzaBo#lMzJwX#U7iJwGtU7R4fGcDqRnO1cDZAnOkLyZvW9k6hIvWsT6h3eFsCpQ3N\n' +
          'QnP3O2eGdFtEsUrT7j6iKhJxZwYAX.n#mO2N1d0cEsDrTqS6R5hJgIwHvX.W#m9lNkM0czbDaCqSpR5Q4g3fHvGuWtV9l8kMjLzK\n' +
          '.oRpS7T8l9mPnQoR6S7k8lOmP4Q5i6j7kNlO3P4h5iLjM1N2O3g4hKiL0M1e2fIgJhKzL0d1eHfIxJybzc0dGeHwIxaybEcFuGvH\n' +
          '.pCsWvZycGfJiMlP5S8V.pCsFvZyc1f4iMlPoS8V.YCsFvIyL1f4i7lPoSrV.YCbFeIyL1O4i7l#oSrVuYxbFeIhL1O4R7l#oBrE\n' +
          '.qEvJ0O5T#YDdIiN4S9XCcHhMmRrWwb1gLlQqVva0f5k#pDuIze4j9oCtHyM3R8WBbGxL2Q7VAaFfKkPpUuZEeJjOoTtYyd3i8nB\n' +
          '.aGhNoUvb2i9pEfLmStZ0g7nCuJ1Q8Xye5lAsHzO6VBcIjPqFxM4T.aGhNoUvb2i9YEfLmStZ0g7nCuJ1QrXye5lAsHzO6VBcIj#\n' +
          '.bIkAtJ2Sub3kAcJlSub3TAcJlBuK3Tvc4lBuKmTvc4UBdKmCvL4UBd5mCvLnUwd5VCeLnUwM5VCe6nDwMoVxe6nDfMoVxN6WDf7\n' +
          '.c5nEhPsJ3Uxf8ZHkSvM6X0i.cKnEyPsa3lCfNqH1Svd6XFi.tK4Vyg9aIlCwNqY1SAdLoFzQtb4VDg9rIlTwe7YGjAuLoWzQ#b4\n' +
          'ud7ZImEiRvN8a4WFjBwOsb5X1kCgPtLpY2UDh.uMqI3VziAe8rJnW0SBf9bKoG1TxP#c6pHlUyQud7ZImEiRvN8a4nFjBwOsb5X1\n' +
          'uN9c7aKpInX2V0TDiBgQvOtd8b6qJoHmW1UzjChAwPuN9c7a5pInG2V0TDiBgQvOtM8b6ZJoHmW1UzjChAfPuNsc7a5pInG2V0Ty\n' +
          'uOuf.f.f.wQwQwQBhBhBySySySDjDjDjU0U0UFlFlFlW2W2W2nHnHnY4Y4Y4pJpJpJ6a6a6rLrLrL8c8c8cNtNtN#e#e#ePvPvPv\n' +
          'uPwRyTFmHoJqLsN.gBiDkFmY5a7c9e.gSzU1W3Y5rMtOvQxSzlGnIpKrM#fAhCjElG4Z6b8d#fRyT0V2X4ZLsNuPwRykFmHoJqLs\n' +
          'uQyU2Y6c#gCkGoK9fBjFnJrNvRzV3Z7dQyU2Y6c#gCkGoKsOwjFnJrNvRzV3Z7d.hD2Y6c#gCkGoKsOwS0WJrNvRzV3Z7d.hDlHp\n' +
          'dAjGpMvS1Y7eBkHqNwT2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dAjGpMvS1Y7eBkHqNwT2Z8fClIrOxU3a9gDm\n' +
          'dBlJtR1Z9hFpNxEoMwU4cAkIsQ0Y8gEX7fDnLvT3b.jHrPzXqOyW6eCmKuS2a#iGq9hFpNxV5dBlJtR1Z9Q0Y8gEoMwU4cAkIsQj\n' +
          'dCnMxWqP0Z#jItBmLwV6fEp9iHsR2bAU5eDoNyX8Q1a.kJuTnMxW7gFqPjItS3cBm6fEpOzY9i2bAlKvU5NyX8hGrQ1JuT4dCnMg\n' +
          'dDp#kKwW8R3dDp#kKwW8R3dDpPkKwW8R3dDpPkKwW8i3dDpPkKwW8i3dDpP1KwW8i3dDpP1KwW8iIdDpP1KwW8iIdDpP1bwW8iId\n' +
          'dEaBoPlMzawX#l7iJwXtU7i4fGtDqR4O1cDqAnO1LyZAW9kLhIvW9T6hIeFsTpQ3e0bCpQmN0bxY.m8jKxHuV8j5gHuErS5P2dEa\n' +
          'd0cEbDrTqS6R5h4gIwHvXuW#m9lNkM0LzbDaCqBpR5Q4g3fHeGuWtV9U8kMjLzKyaxZBpAoQnP3f2eGdFtEsU8T7j6iKyJxZwYAX\n' +
          'M1e2fIgJyKzc0d1eHfIxJybzcFdGvHwIxaybEcFuGvYwZCaDbEtFuXvYBZCrDsVtWuXAYBqCrUsV#W.oApBqTrU9V#n.oRpS7T8U\n' +
          'M2P5j8m.pTsWvZycGfJiM2P5S8m.pCsFvZyc1fJiMlP5S8V.YCsFvIyc1f4iMlPoSrV.YCbFvIyL1f4i7l#oSrVuYCbFeIyL1O4R\n' +
          'M3R8WBbGgLlQqVvaFfKkPpUuZze4j9oCtYyd3i8nBsGxL2Q7VArFwK1P6U.ZEeJjOoT#YDdIiNnSsXxc2h7mRrWwb1g6l.qEvJ0O\n' +
          'MnTua1h8oDvK2RsYzf6mBtI0P7WCdJk.rGyN5UAbHiOpVwc3S#ZFgMnTua1h8oDvKlRsYzf6mBtI0P7WCd4k.rGyN5UAbHiOpVwL\n' +
          'MoVxN6WDf7oExNpWyf7oEgNpWyO7XEg8pFyO7Xzg8pFhOqXzP8YFhOqGzP8Y0h9qGiPrY0h9ZGiPrH0Q9Z1i#rH0QsZ1i#aHjQsI\n' +
          'MpG0Ruc5WEh#sJmUxf8ZHkBvMpX0R.c5nEyPsa3UCf8qHkSvM6XFi.tKnVyP9a3lCfNqY1SAd6oFiQtK4Vyg9rIlTwN7Y1jAdLoF\n' +
          '7qImVzRve8aJnFjSwO9b5oGkCxPtc6Y2lDhQuM7Z3VEiAvNrJ4W0jBfOsKoX1TCg#cLpH2Uyh.d7qImVzRve8aJnF0SwO9b5oGkC\n' +
          '7aKpInX2V0kDiBgQvOtd8b6qJoH3W1UzjChAwPuN9c7aKpInG2V0TDiBgQvOtd8b6ZJoHmW1UzjChAwPuNsc7a5pInG2V0TDiBg.\n' +
          '7b7sMsMsM9d9d9dOuOuO.f.f.fQwQwQwhBhBhSySySyjDjDjD0U0U0lFlFlF2W2W2WHnHnH4Y4Y4YJpJpJpa6a6aLrLrLrc8c8c8\n' +
          '7c9e.gSzU1W3Y5aMtOvQxSzlGnIpKrMtfAhCjElG4Z6b8d#fAyT0V2X4ZLsNuPwRyTFmHoJqLse.gBiDkFmY5a7c9e.xSzU1W3Y5\n' +
          '7d.hDlHpLtPxT1XKsOwS0W4a8eAiEmIqd.hDlHpLtPxT1X5b9wS0W4a8eAiEmIqMuQDlHpLtPxT1X5b9fBjW4a8eAiEmIqMuQyU2\n' +
          'qNwT2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dAjGpMvS1Y7eBkHqNwT2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQz\n' +
          'qOyW6eCmKuS2a#R1Z9hFpNxV5dBlJtRkIsQ0Y8gEoMwU4cAk3b.jHrPzX7fDnLvT3KuS2a#iGqOyW6eCmKdBlJtR1Z9hFpNxV5dw\n' +
          'qP0Z#j3cBmLwV6OzY9iHsR2KvU5eDoNhGrQ1a.kJdCnMxW7g0Z#jItS3cwV6fEpOzHsR2bAlKvDoNyX8hGa.kJuT4dCW7gFqP0Zt\n' +
          'qQ2LxX9jJeEqQ2LxX9jJeEqQ2cxX9jJeEqQ2cxX9jJvEqQ2cxX9jJvEqQ2cCX9jJvEqQ2cCX9jJvVqQ2cCX9jJvVqQ2cCo9jJvVq\n' +
          'qRnO1cyZAn9kLyIvW9k6hIvFsT6Q3eFbCpQ3N0bCY.mNjKxYuV8jKgHuVrS5g2dErBoP2dzaBo#lMzJwX#U7iJwGtU7R4fGcDqRn\n' +
          'qBpRoQ4g3fHeGuFtV9U8k7jLzKyaxZBYAoQnP3O2eGdFtEsUrT7j6iKhJxZwYAX.n#mO2N1d0cEsDrTqS6R5hJgIwHvX.W#m9lNk\n' +
          'ZCrDsVtW.XApBqCrUsV#W.oApSqT8U9V#n.oRpS7T8l9mPnQoR6S7k8lOmP4Q5i6j7kNlO3P4h5iLjM1N2O3g4hKiL0M1e2fIgJh\n' +
          'ZDcGwJzM2g5j8m.pTsWvZDcGfJzM2P5S8m.pCsWvZycGfJiMlP5S8V.pCsFvZyc1f4iMlPoS8V.YCsFvIyL1f4i7lPoSrV.YCbFe\n' +
          'ZEeJjOoTtYyd3i8nSsXxc2h7mArFwK1P6l.qEvJ0O5T#YDdIiN4S9XCcHhMmRrWwb1gLlQqVva0f5k#pDuIze4j9oCtHyM3R8WBb\n' +
          'Z0g7nCuJ1Q8XDe5lAsHzO6VBcIjPqWxM4T.aGhNoUvb2i9pEfLmStZ0g7nCuJ1Q8Xye5lAsHzO6VBcIjPqFxM4T.aGhNoUvb2i9Y\n' +
          'Z1i#aHjQsI1R#a2j.sI1Rta2j.bIkRtJ2S.bIkAtJ2Sub3kAcJlSub3TAcJlBuK3Tvc4lBuKmTvc4UBdKmCvL4UBd5mCvLnUwd5V\n' +
          'Z2TBe7pGjRuL5Wzh#sJmUxO8Z2kBeMpG0R.c5nEhPsJ3Uxf8ZHkSvM6X0i.cKnEyPsa3lCfNqH1Svd6XFi.tK4Vyg9aIlCwNqY1S\n' +
          'I3VziAe8rJnW0Swf9bKoG1TxP#c6pHlDyQud7ZImEiRvN8a4WFjBwOsb5X1kCgPtLpY2UDh.uMqI3VziAe8rJnW0SBf9bKoG1TxP\n' +
          'InX2V0kDiBxQvOtd8b6qJoH3W1UEjChAwPuN9c7aKpInX2V0TDiBgQvOtd8b6qJoHmW1UzjChAwPuN9c7a5pInG2V0TDiBgQvOtM\n' +
          'IoI5Z5Z5ZKqKqKqb7b7bMsMsMsd9d9d9uOuOuf.f.f.wQwQwQBhBhBySySySDjDjDjU0U0UFlFlFlW2W2W2nHnHnY4Y4Y4pJpJpJ\n' +
          'IpKrMtfAhCjElGnZ6b8d#fAyT0V2X4Z6sNuPwRyTFmHoJqLsN.gBiDkFmY5a7c9e.gSzU1W3Y5rMtOvQxSzlGnIpKrM#fAhCjElG\n' +
          'IqMuQyU2Y6c#gCkX5b9fBjFnJrNvRzV3qMuQyU2Y6c#gCkGoK9fBjFnJrNvRzV3Z7dQyU2Y6c#gCkGoKsOwjFnJrNvRzV3Z7d.hD\n' +
          '3a9gDmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dAjGpMvS1Y7eBkHqNwT2Z8fClIrOxU3a9gDmJsPyV4b#hEnKtQzW5c.iFoLuR0X6dA\n' },
      ],
    },
    D: {
      description:
        intro +
        'This time it was mirrored along its main diagonal: print the transpose of the grid, whose row j is the original column j read from top to bottom.',
      human: {
        input_format: FMT,
        output_format: 'C lines of R characters: the transposed grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: 'ACE\nBDF\n#..\n..#\n' },
      },
      hints: ['The character at row i, column j moves to row j, column i.'],
      par: 118,
      cases: [
        { tag: 'empty', input: '0 0\n', output: '' },
        { tag: 'minimum', input: ONE, output: 'Q\n' },
        { tag: 'typical', input: SQUARE, output: '147\n258\n369\n' },
        { tag: 'tricky', input: ROW, output: 'o\nn\nc\na\nl\nl\n!\n' },
        { tag: 'tricky', input: COL, output: 'deplo\n' },
        { tag: 'typical', input: PAL, output: 'ac\nbb\nca\n' },
        { tag: 'typical', input: grid(5, 8, noise), output: 'ADGJM\ndhlpt\n6.EJO\nXdjpv\n07CJQ\nRZhpg\nu3A4B\nLVfYi\n' },
        { tag: 'typical', input: WIDE, output: 'Ay\nBz\nC0\nD1\nE2\nF3\nG4\nH5\nI6\nJ7\nK8\nL9\nMA\nNB\nOC\nPD\nQE\nRF\nSG\nTH\nUI\nVJ\nWK\nXL\nYM\nZN\naO\nbP\ncQ\ndR\neS\nfT\ngU\n' +
          'hV\niW\njX\nkY\nlZ\nma\nnb\noc\npd\nqe\nrf\nsg\nth\nui\nvj\nwk\nxl\nym\nzn\n0o\n1p\n2q\n3r\n4s\n5t\n6u\n7v\n8w\n9x\nAy\nBz\nC0\nD1\n' +
          'E2\nF3\nG4\nH5\nI6\nJ7\nK8\nL9\nMA\nNB\nOC\nPD\nQE\nRF\nSG\nTH\nUI\nVJ\nWK\nXL\nYM\nZN\naO\nbP\ncQ\ndR\neS\nfT\ngU\nhV\niW\njX\nkY\n' +
          'lZ\n' },
        { tag: 'maximum', input: BIG, output: 'ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmp\n' +
          'dhlptx159BFJNRVZdQUYcgkosw048AEIMQDHLPTXbfjnrvz37.D26#CGKOSWaeimquy2ptx159BFJNRVZdhlpcgkosw048AEIMQU\n' +
          '6.EJOTYdiWbglqv05ty38BGLQVJOTYdinsglqv05#DI8BGLQVafTYdinsx27v05#DINSGLQVafkpuinsx27AF5#DINSXchVafkpu\n' +
          'Xdjpv1qw28CI9DJPVKQWciodjpv17w28CI9DJPVbQWcioujpv17w28CIODJPVbhWcioujpv17B28CIOUJPVbhWciou0pv17BH8CI\n' +
          '07CJQGNUbRYfmcjqxnu18D5AHOELSZPWdkahov2sz6B3#FMCJQXNUbipfmt0qx4.18DKAHOVcSZgndkryov29z6BIPFMTaQXelbi\n' +
          'RZhpgownv3.2#G9FNEMUcTbjaiqypx5w4A3.HPGOWNVdlcksjrzqy6C5BJAIQYPXfWemdlt1s08z7DLCKSJRZQYgofnvmu2#19F8\n' +
          'u3A4BKCLUMVeWfogphqzr091#H.IRJSbTcUdmenwox6y7E8FOGPHQZRajbktlu3v4B5C6DMENWOXgYhqir0s1t2.3AJBKTLUdVen\n' +
          'LVfYiblvoyr1.4C7F#ISLVOYibleoyr1u4x7F#IBLVOYRbleohrku4x70#IBLEOYRbUeXhrkunx70#3BLEOHRKUeXhakunxq0#3B\n' +
          'oz#4D9ICNHSMXRcWhbmxr2w71A6F.KEPJUOZkepjuozt4y93C8HBMXRcWhbmgrlwq1v60.KEPJUOZTeYjdoitny93C8HBMGRLWQb\n' +
          'FRMYTfamhto0v72C94E.LGSNZUgbniup1wr3y#5FAMHTOaVhcojeqlxs4z.6GBNIUPbWRdYkfrmyt50A7HCOJEQLXSeZlgsnzu61\n' +
          'ivr40B95GCPLHUQdZViern0ws51C#6HDQMIVReanjfso1xt62D.7IERNaWSfbokgtp2yu73EANJFSObXTgcplhuq3zA84FBOKGTP\n' +
          '.NKYVSgdaoliwtq41yA9LIFTQNbYVjgdrolzw#74GDAOLIWTQebYmjxur52zB#7JGDROLZWkhespm0xu852EB#MJXURfcZnkhvsp\n' +
          'crpn20yB.97KIGVTRPecapnl0ywu975IGECRPNcaYnljhwus7531ECAPNLaYWUjhfusqo31zCA#NLJHWUShfdbqom1zxA#86JHFU\n' +
          '5JIHGWVUTjihgwvuts8765JIHGWVUTjihgfvuts8765JIHGWVUTSihgfvuts8765JIHGFVUTSihgfvuts87654IHGFVUTSihgfvu\n' +
          'Wnnnnn444444JJJJJJaaaaarrrrrr888888NNNNNeeeeeevvvvvvAAAAARRRRRRiiiiiizzzzzEEEEEEVVVVVVmmmmm333333III\n' +
          'zFGHIJKLMefghijklm456789#.RSTUVWXYZrstuvwxyEFGHIJKLMefghijkl3456789#.RSTUVWXYqrstuvwxyEFGHIJKLdefghi\n' +
          'Qjlnprtvxz13579.BDWYacegikmoqsuwy02JLNPRTVXZbdfhjlnp8#ACEGIKMOQSUWYacvxz13579.BDFHJLNPikmoqsuwy02468\n' +
          'twz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTW\n' +
          'KOSWaeimquy26#CGK9BFJNRVZdhlptx159w048AEIMQUYcgkoswjnrvz37.DHLPTXbfjWaeimquy26#CGKOSWJNRVZdhlptx159B\n' +
          'nsx27AFKPDINSXchmafkpuz49C27AFKPUZNSXchmrw1puz49CHMAFKPUZejochmrw16.z49CHMRWbPUZejotymrw16.EJOCHMRWb\n' +
          'EKQWciXdjpv1qw28C39DJPVKQWciodjpv1qw28CI9DJPVbQWciodjpv17w28CIODJPVbQWcioujpv17B28CIODJPVbhWciou0pv1\n' +
          'hov29z6BI#FMTJQXeUbipwmt07x4.G8DKRHOVcjZgnukry5v29E6BIPWMTahXelsipw3t07CJ.GNUKRYfVcjqgnu18y5AH9ELSIP\n' +
          '#GOWNVdUcksjrzqy6x5BJAIQHPXfWemdltks08z7D6CKSJRZQYgXfnvmu2t19F8EMDLTKSaiZhpgow4v3.2#G9FNVMUcTbjriqyp\n' +
          'bktlu3v4B5CLDMVNWOXgYhqir0s1#2.IAJBKTLUdVenfoxpy7z809G#HQIRaSbkclumvnw5x6D7ENFOXPYhZiajskt2u3A4BKCLU\n' +
          '4CMFPIScVfYislvoyr1.4C7FPISLVfYibleoyr1u4C7F#ISLVOYRbleohr1u4x7F#IBLEOYRbUeohrku4x70#3BLEOHRbUeXhrku\n' +
          'Vgrlwq1v60.5E#JDOITeYjdoitnys3x82B7GRLWQbVgalfqkvp0u5E#JDOITNYSdXicnhs3x82B7GALFQKVPaUfqkvp0u5z#4D9I\n' +
          'y#5FAMHTOaVhcojvqlxs4z.6GBNIUPbWidYkfrmyt50A7HCOJVQLXSeZlgsnzu61B8ID#KFRMYTfamhto0v72x94E.LGSNZUgbni\n' +
          'PcYlhuqmzv840B9KGCPLYUhdZmivrn0w951C#LHUQMZVieanjwso1x#6HD.MIVRNaWjfbokxt62y.7IEANJWSObXkgtplyu73zA8\n' +
          's63FC.NKHVSPdaXliftq41yA96IFCQNKYVSgdrolzwt741DA9LIFTQebYmjguro2zw#74GDROLZWThebpmjxur52EB#MJGUROcZW\n' +
          'JYWUjhfusqo31zCA#8LJHWUShfdbqom1zxv#86JHFUSQOdbZomkixvt864HFDBQOMbZXVkigvtr6420DB.OMKIXVTigetrpn20yB\n' +
          'm210zDCBAQPONdcbaZponm210zDCBAQPONMcbaZponm210zDCBA.PONMcbaZponm210zyCBA.PONMcbaZponml10zyCBA.PONMcb\n' +
          'DUUUUUllllll222222HHHHHYYYYYYpppppp66666LLLLLLccccccttttt######PPPPPPgggggxxxxxxCCCCCCTTTTTkkkkkk111\n' +
          'gyz012345LMNOPQRSTlmnopqrs#.ABCDEFGYZabcdefxyz012345LMNOPQRSklmnopqrs#.ABCDEFXYZabcdefxyz01234KLMNOP\n' +
          '9QSUWYacegikmoqsuwDFHJLNPRTVXZbdfhj2468#ACEGIKMOQSUWprtvxz13579.BDFHJcegikmoqsuwy02468PRTVXZbdfhjlnp\n' +
          'adgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369AD\n' +
          '37.DHLPTXbfjnrvz3quy26#CGKOSWaeimqdhlptx159BFJNRVZdQUYcgkosw048AEIMQDHLPTXbfjnrvz37.D26#CGKOSWaeimqu\n' +
          'UZejoty38w16.EJOTHMRWbglqvjoty38BG6.EJOTYdiWbglqv05ty38BGLQVJOTYdinsglqv05#DI8BGLQVafTYdinsx27v05#DI\n' +
          'x39DJPEKQWciXdjpvkqw28C39DJPVKQWciXdjpv1qw28CI9DJPVKQWciodjpv17w28CI9DJPVbQWcioujpv17w28CIODJPVbhWci\n' +
          'OVcjqgnu1ry5A29ELBIPWdTahoelszpw3#07CJQGNUbRYfmcjqxnu18D5AHOELSZPWdkahov2sz6B3#FMCJQXNUbipfmt0qx4.18\n' +
          'rz7D6CKBJRZQYgXfnemu2t1908EMDLTKSaRZhpgownv3.2#G9FNEMUcTbjaiqypx5w4A3.HPGOWNVdlcksjrzqy6C5BJAIQYPXfW\n' +
          'IRaSbkclumv4w5C6D7ENFOXPYhZirjs1t2u3A4BKCLUMVeWfogphqzr091#H.IRJSbTcUdmenwox6y7E8FOGPHQZRajbktlu3v4B\n' +
          'lv5y81.JCMFPZScVfYislvoy81.4CMFPISLVfYiblvoyr1.4C7F#ISLVOYibleoyr1u4x7F#IBLVOYRbleohrku4x70#IBLEOYRb\n' +
          'CNYSdXicnhsmxr2w71ALFQKVPaUfZkepjuoz#4D9ICNHSMXRcWhbmxr2w71A6F.KEPJUOZkepjuozt4y93C8HBMXRcWhbmgrlwq1\n' +
          'frmyt50A7HCOJVQcXSeZlgsnzu61B8IDPKFRMYTfamhto0v72C94E.LGSNZUgbniup1wr3y#5FAMHTOaVhcojeqlxs4z.6GBNIUP\n' +
          '8JFSObXTgcplhuq3zv84FBOKGTPcYUhdqmivr40B95GCPLHUQdZViern0ws51C#6HDQMIVReanjfso1xt62D.7IERNaWSfbokgtp\n' +
          'Znkyvs630C.8KHESPMaXliftqn1yv963FC.NKYVSgdaoliwtq41yA9LIFTQNbYVjgdrolzw#74GDAOLIWTQebYmjxur52zB#7JGD\n' +
          '2FDBQOMbZXVkigvtrp420DB.OMKIXVTigecrpn20yB.97KIGVTRPecapnl0ywu975IGECRPNcaYnljhwus7531ECAPNLaYWUjhfu\n' +
          'Tjihgwvut9876KJIHGWVUTjihgwvut98765JIHGWVUTjihgwvuts8765JIHGWVUTjihgfvuts8765JIHGWVUTSihgfvuts8765JI\n' +
          'wBBBBBSSSSSSjjjjjj00000FFFFFFWWWWWWnnnnn444444JJJJJJaaaaarrrrrr888888NNNNNeeeeeevvvvvvAAAAARRRRRRiii\n' +
          'Nfghijklm456789#.ASTUVWXYZrstuvwxyzFGHIJKLMefghijklm456789#.RSTUVWXYZrstuvwxyEFGHIJKLMefghijkl345678\n' +
          'q9.BDFHJLNPRTVXZbdwy02468#ACEGIKMOQjlnprtvxz13579.BDWYacegikmoqsuwy02JLNPRTVXZbdfhjlnp8#ACEGIKMOQSUW\n' +
          'HKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtw\n' +
          'kosw048AEIMQUYcgkXbfjnrvz37.DHLPTXKOSWaeimquy26#CGK9BFJNRVZdhlptx159w048AEIMQUYcgkoswjnrvz37.DHLPTXb\n' +
          'BGLQVafkpdinsx27A05#DINSXcQVafkpuznsx27AFKPDINSXchmafkpuz49C27AFKPUZNSXchmrw1puz49CHMAFKPUZejochmrw1\n' +
          'ekqw28x39DJPEKQWcRXdjpvkqw28C39DJPEKQWciXdjpv1qw28C39DJPVKQWciodjpv1qw28CI9DJPVbQWciodjpv17w28CIODJP\n' +
          '7CJQXNUbiYfmtjqx4u18DKAHOVLSZgWdkrhov29z6BI#FMTJQXeUbipwmt07x4.G8DKRHOVcjZgnukry5v29E6BIPWMTahXelsip\n' +
          'Ygownv3u2#G9FNEMULTbjaiqhpx5w4A3.H#GOWNVdUcksjrzqy6x5BJAIQHPXfWemdltks08z7D6CKSJRZQYgXfnvmu2t19F8EMD\n' +
          '1#H.IRJSbTcldmvnwox6y7E8FOGPYQZiajbktlu3v4B5CLDMVNWOXgYhqir0s1#2.IAJBKTLUdVenfoxpy7z809G#HQIRaSbkclu\n' +
          'Scmfpis2v5y8G.JCMFPZScVfpislv5y81.4CMFPIScVfYislvoyr1.4C7FPISLVfYibleoyr1u4C7F#ISLVOYRbleohr1u4x7F#I\n' +
          'v6F.KEPJUOZTeYjdoit4y93C8HBMGRLWQbVgrlwq1v60.5E#JDOITeYjdoitnys3x82B7GRLWQbVgalfqkvp0u5E#JDOITNYSdXi\n' +
          'MYTfamhto0v72C9JE.LGSNZUgbniup1w83y#5FAMHTOaVhcojvqlxs4z.6GBNIUPbWidYkfrmyt50A7HCOJVQLXSeZlgsnzu61B8\n' +
          'p2y.7IEANJWSObXkgcplyu73zA8JFBOKXTPcYlhuqmzv840B9KGCPLYUhdZmivrn0w951C#LHUQMZVieanjwso1x#6HD.MIVRNaW\n' +
          'GURfcZnkhvsp30x.85HESPMaXUifcqnkyvs63FC.NKHVSPdaXliftq41yA96IFCQNKYVSgdrolzwt741DA9LIFTQebYmjguro2zw\n' +
          'jywu975IGECRPNcaYWljhwus7531ECAPNLJYWUjhfusqo31zCA#8LJHWUShfdbqom1zxv#86JHFUSQOdbZomkixvt864HFDBQOMb\n' +
          'AQPONdcbaqpon3210zDCBAQPONdcbaqponm210zDCBAQPONdcbaZponm210zDCBAQPONMcbaZponm210zDCBA.PONMcbaZponm21\n' +
          'duuuuu......QQQQQQhhhhhyyyyyyDDDDDDUUUUUllllll222222HHHHHYYYYYYpppppp66666LLLLLLccccccttttt######PPP\n' +
          '6MNOPQRSTlmnopqrst.ABCDEFGYZabcdefgyz012345LMNOPQRSTlmnopqrs#.ABCDEFGYZabcdefxyz012345LMNOPQRSklmnop\n' +
          'Xqsuwy02468#ACEGIKdfhjlnprtvxz13579QSUWYacegikmoqsuwDFHJLNPRTVXZbdfhj2468#ACEGIKMOQSUWprtvxz13579.BD\n' +
          '0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXad\n' +
          'RVZdhlptx159BFJNREIMQUYcgkosw048AE37.DHLPTXbfjnrvz3quy26#CGKOSWaeimqdhlptx159BFJNRVZdQUYcgkosw048AEI\n' +
          'uz49CHMRWKPUZejothmrw16.EJ9CHMRWbgUZejoty38w16.EJOTHMRWbglqvjoty38BG6.EJOTYdiWbglqv05ty38BGLQVJOTYdi\n' +
          'LRXdjpekqw28x39DJ#EKQWcRXdjpvkqw28x39DJPEKQWciXdjpvkqw28C39DJPVKQWciXdjpv1qw28CI9DJPVKQWciodjpv17w28\n' +
          'ov29E6BIPFMTaQXelbipw3t07C4.GNDKRYOVcjqgnu1ry5A29ELBIPWdTahoelszpw3#07CJQGNUbRYfmcjqxnu18D5AHOELSZPW\n' +
          'FNVdUckbjrzqy6x5B4AIQHPXOWemdltks0rz7D6CKBJRZQYgXfnemu2t1908EMDLTKSaRZhpgownv3.2#G9FNEMUcTbjaiqypx5w\n' +
          'ir0s1#2.IAJSKTcUdVenfoxpy7z8F9GPHQIRaSbkclumv4w5C6D7ENFOXPYhZirjs1t2u3A4BKCLUMVeWfogphqzr091#H.IRJSb\n' +
          '.JTMWPZjcmfpzs2v5y8G.JCMWPZScmfpislv5y81.JCMFPZScVfYislvoy81.4CMFPISLVfYiblvoyr1.4C7F#ISLVOYibleoyr1\n' +
          'cnys3x82B7GALFQKVPalfqkvp0u5z#4D9ICNYSdXicnhsmxr2w71ALFQKVPaUfZkepjuoz#4D9ICNHSMXRcWhbmxr2w71A6F.KEP\n' +
          '5FAMHTOaVhcojvq2xs4z.6GBNIUPbWidpkfrmyt50A7HCOJVQcXSeZlgsnzu61B8IDPKFRMYTfamhto0v72C94E.LGSNZUgbniup\n' +
          'Wjfso1xt62D.7IERNJWSfbokgtp2yu73EA8JFSObXTgcplhuq3zv84FBOKGTPcYUhdqmivr40B95GCPLHUQdZViern0ws51C#6HD\n' +
          'zB#MJGUROcZWkhespm0x.85HEBPMJXURfcZnkyvs630C.8KHESPMaXliftqn1yv963FC.NKYVSgdaoliwtq41yA9LIFTQNbYVjgd\n' +
          'Qfdbqom1zxv#86JHFDSQOdbZomkixvt8642FDBQOMbZXVkigvtrp420DB.OMKIXVTigecrpn20yB.97KIGVTRPecapnl0ywu975I\n' +
          't9876KJIHXWVUkjihgwvut9876KJIHXWVUTjihgwvut9876KJIHGWVUTjihgwvut98765JIHGWVUTjihgwvuts8765JIHGWVUTji\n' +
          'Kbbbbbssssss999999OOOOOffffffwwwwwwBBBBBSSSSSSjjjjjj00000FFFFFFWWWWWWnnnnn444444JJJJJJaaaaarrrrrr888\n' +
          'n56789#.ASTUVWXYZastuvwxyzFGHIJKLMNfghijklm456789#.ASTUVWXYZrstuvwxyzFGHIJKLMefghijklm456789#.RSTUVW\n' +
          'EXZbdfhjlnprtvxz13KMOQSUWYacegikmoq9.BDFHJLNPRTVXZbdwy02468#ACEGIKMOQjlnprtvxz13579.BDWYacegikmoqsuw\n' +
          'hknqtwz258.CFILORUXadgjmpsvy147#BEHKNQTWZcfilorux0369ADGJMPSVYbehknqtwz258.CFILORUXadgjmpsvy147#BEHK\n' +
          '#CGKOSWaeimquy26#x159BFJNRVZdhlptxkosw048AEIMQUYcgkXbfjnrvz37.DHLPTXKOSWaeimquy26#CGK9BFJNRVZdhlptx1\n' +
          'bglqv05#D38BGLQVaOTYdinsx2qv05#DINBGLQVafkpdinsx27A05#DINSXcQVafkpuznsx27AFKPDINSXchmafkpuz49C27AFKP\n' +
          '4#EKQWLRXdjpekqw2rx39DJ#EKQWcRXdjpekqw28x39DJPEKQWcRXdjpvkqw28C39DJPEKQWciXdjpv1qw28C39DJPVKQWciodjp\n' +
          'Vcjqxnu18y5AH9ELSIPWdkahovlsz6w3#F7CJQXNUbiYfmtjqx4u18DKAHOVLSZgWdkrhov29z6BI#FMTJQXeUbipwmt07x4.G8D\n' +
          'y6CKBJRIQYgXfnemult1908E7DLTKSaRZhYgownv3u2#G9FNEMULTbjaiqhpx5w4A3.H#GOWNVdUcksjrzqy6x5BJAIQHPXfWemd\n' +
          'PYhZirjs1t2.3AJBKCLUMVeWfogpyqz8091#H.IRJSbTcldmvnwox6y7E8FOGPYQZiajbktlu3v4B5CLDMVNWOXgYhqir0s1#2.I\n' +
          's2A5D8GQJTMWgZjcmfpzs2v5D8G.JTMWPZScmfpis2v5y8G.JCMFPZScVfpislv5y81.4CMFPIScVfYislvoyr1.4C7FPISLVfYi\n' +
          'JUfZkepjuozt4y93C8HSMXRcWhbmgrlwq1v6F.KEPJUOZTeYjdoit4y93C8HBMGRLWQbVgrlwq1v60.5E#JDOITeYjdoitnys3x8\n' +
          'myt50A7HCOJVQcXjeZlgsnzu61B8IDPKWRMYTfamhto0v72C9JE.LGSNZUgbniup1w83y#5FAMHTOaVhcojvqlxs4z.6GBNIUPbW\n' +
          'DQMZVieanjwso1x#62D.MIVRNaWjfbokxtp2y.7IEANJWSObXkgcplyu73zA8JFBOKXTPcYlhuqmzv840B9KGCPLYUhdZmivrn0w\n' +
          'gur52zB#7JGDROLZWThespm0xu852EB#MJGURfcZnkhvsp30x.85HESPMaXUifcqnkyvs63FC.NKHVSPdaXliftq41yA96IFCQNK\n' +
          '9MKIXVTigecrpn20yw.97KIGVTRPecapnljywu975IGECRPNcaYWljhwus7531ECAPNLJYWUjhfusqo31zCA#8LJHWUShfdbqom1\n' +
          'aqpon3210EDCBRQPONdcbaqpon3210EDCBAQPONdcbaqpon3210zDCBAQPONdcbaqponm210zDCBAQPONdcbaZponm210zDCBAQP\n' +
          '3IIIIIZZZZZZqqqqqq77777MMMMMMdddddduuuuu......QQQQQQhhhhhyyyyyyDDDDDDUUUUUllllll222222HHHHHYYYYYYppp\n' },
      ],
    },
    E: {
      description:
        intro +
        'The mount has a motor that turned the screen K quarter turns clockwise before jamming. ' +
        'Print the grid rotated K times by 90 degrees clockwise (0 <= K <= 10^9).',
      human: {
        input_format: fmt(', followed by the integer K (0 <= K <= 1000000000) on the same line'),
        output_format:
          'The rotated grid, one line per row (C rows of R characters after an odd number of quarter turns, otherwise R rows of C characters). For the empty dashboard print nothing.',
        examples: { input: '3 4 5\nAB#.\nCD..\nEF.#\n', output: 'ECA\nFDB\n..#\n#..\n' },
      },
      hints: ['Four quarter turns bring the screen back where it started.'],
      par: 294,
      cases: [
        { tag: 'empty', input: '0 0 3\n', output: '' },
        { tag: 'minimum', input: '1 1 1\nQ\n', output: 'Q\n' },
        { tag: 'tricky', input: '3 3 0\n123\n456\n789\n', output: '123\n456\n789\n' },
        { tag: 'typical', input: '3 3 2\n123\n456\n789\n', output: '987\n654\n321\n' },
        { tag: 'typical', input: '1 7 3\noncall!\n', output: '!\nl\nl\na\nc\nn\no\n' },
        { tag: 'tricky', input: '5 1 1000000000\nd\ne\np\nl\no\n', output: 'd\ne\np\nl\no\n' },
        { tag: 'tricky', input: '2 3 999999999\nabc\ncba\n', output: 'ca\nbb\nac\n' },
        { tag: 'typical', input: grid(5, 8, noise, ' 6'), output: 'iBgQvOtM\nY4pJpJpJ\nfAhCjElG\nV3Z7d.hD\nLuR0X6dA\n' },
        { tag: 'maximum', input: grid(100, 100, noise, ' 999999997'), output: 'pmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA\n' +
          'UQMIEA840wsokgcplhdZVRNJFB951xtp2yuqmieaWSOKGC#62D.73zvrnjfbXTPLHDQMIEA840wsokgcYUQdZVRNJFB951xtplhd\n' +
          'upkfaVhcXSNID#5FA72xsniupkfaVQLGSNID#50v72xsnidYTfaVQLGB8ID#50vqlgsnidYTOJVQLGB83yt50vqlgbWidYTOJE.6\n' +
          'IC8HB71vp0uoicWhbVPJUOIC82B71vpjuoicWhbVPJDOIC82w71vpjuoicWQbVPJD9IC82w71vpjdoicWQKVPJD9IC82wq1vpjdX\n' +
          'ibleXQaTMFPIB6z92voyrkdngZScVOHAKD81.4xq0tmfpibUNXQJCMF#3B6zs2vohakdWPZSLEOHA5D81unxqjcmfYRbUNGQJC70\n' +
          '8F91#2umvnfogYQZRJSKCLD7z80s1tldmeWfXPYQIAJB5C6yqzrjskcldVNWOGPH.3A4w5xpyqiajbTcUMENF9G#2.3vnwogphZR\n' +
          'neVdULTKBJA3.2t1s0riqhYgXOWNEMD6C5B4v3ultkbjaRZQHPGOF8E7y6xownemdUcTbSJRI.H#190rzqhpgofWeVMULCKB4A3u\n' +
          'B3#0qxnukahXeUKRHOELB3#07xnukrhXeUbRYOELBI#07x4ukrhoelbRYOVLBI#F7x4u1ryoelbiYOVLSI#F7C4.1ryovlbiYfVL\n' +
          'bQWLRGMBH8C39yntiodjYeTZOUJPEK.06v1qwlrgmbhWcRXMBH8C39y4tzoujpekZOUJPEK.F6A17w2rxmbhWcRXMSHNCI9D4#zo\n' +
          '16uznsglZeSXLQEJOCH7A05tymrfkYdRWbPUINBG6.z4sxlqejochVaOTHMAF5#y3rw1puinbgUZNSGL.E49C27v0othmafTYMRF\n' +
          'PTGKOBF48Az3quhlpcgTXbOSFJNAE37uy2ptgkobfSWaNREI7.D26tx1osfjnaeRVIMQDH6#C15sw0nreiVZdQUHLPCG59B04rvi\n' +
          'psvhknZcfRUXJM#BE258ux0mpsehkWZLORDGJ7#Bz25ruxjmYbeQTWILOADG47#wzlordgjVYbNQTFIL9Ay14qtwiloadgSVYKN.\n' +
          'UFHJ68#Axz1moqbdfhSUWHJLN#ACz13oqsufhjUWYaLNPACE1357suwhjlnYacNPRCEGI579uwy0lnpacePRTVGIK79.By02nprc\n' +
          'uvfghiSTUVFGHI45678stuvfghiSTUVFGHIJ5678stuvfghiSTUVWGHIJ5678stuvfghijTUVWGHIJ5678stuvwghijTUVWGHIJ5\n' +
          'III333333mmmmmVVVVVVEEEEEEzzzzziiiiiiRRRRRRAAAAAvvvvvveeeeeeNNNNN888888rrrrrraaaaaJJJJJJ444444nnnnnW\n' +
          'ihgfedLKJIHGFEyxwvutsrqYXWVUTSR.#9876543lkjihgfeMLKJIHGFEyxwvutsrZYXWVUTSR.#987654mlkjihgfeMLKJIHGFz\n' +
          '86420ywusqomkiPNLJHFDB.97531zxvcaYWUSQOMKIGECA#8pnljhfdbZXVTRPNLJ20ywusqomkigecaYWDB.97531zxvtrpnljQ\n' +
          'WTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwt\n' +
          'B951xtplhdZVRNJWSOKGC#62yuqmieaWjfbXTPLHD.73zvrnjwsokgcYUQMIEA840w951xtplhdZVRNJFB9KGC#62yuqmieaWSOK\n' +
          'bWRMHCOJE.61wrmytojeZUPbWRMHC94z.61wrmhcojeZUPKFAMHC94zup1wrmhcXSNZUPKFA72C94zupkfamhcXSNIDPKFA72xsn\n' +
          '1vp0uoicWhbVPJDOIC82B71vpjuoicWQbVPJDOIC82w71vpjdoicWQbVPJD9IC82wq1vpjdoicWQKVPJD93C82wq1vpjdXicWQKE\n' +
          'PISLE9HA5y81ungqjcVfYRKUNG.JC70t3wpisleXhaTMWPIB6E92v5yrkungZjcVOHRKD8G.4x70tmwpibUeXQJTMF#IB6z92voh\n' +
          'pyqirjbTcUMVNF9G#2.3v4wogphZiaSKTLDME8F91t2umvnfXgYQZRJSKC6D7z80sktldmeWfXPHQIAJB5x6yqzrjskcUdVNWOG#\n' +
          'ULCKB4A3u2tksjaiZhYPXOFNE7D6x5wnvmulckbSaRIQH#G908z7ypxofneVdULTKBJAI.2#1s0riqhYgXOWNVMDLC5B4v3ultkb\n' +
          'ukrhXeUbRHOELB3#07x4ukrhoeUbRYOELBI#F7x4u1rhoelbRYOVLSI#F7C4u1ryoelbiYfVLSIPF7C4.1ryovlsiYfVcSIPFMC4\n' +
          'I9D4#z5u0pvkqfUaPVKQFLAG7B28x3shnciXdSYNTIODJ#E5u0pvkqflagVbQWLRG7B28x3syntiodjYeTIODJ#E5.06v1qwlrgV\n' +
          'inbgUZNSGL.E49x27v0othmafTYMRFK#DI8B16uznsglZeSXLQVJOCH7A05tymrfkYdiWbPUINBG6.z4sxlqvjochVaOTHMAF5#y\n' +
          '8Az37uylptgkXbOSWJNAEI7.y26txkobfjWaNRVIM.DH6#x1oswjnaeiVZMQUHL#C159w0nrvimZdhUYLPCGK9B048vzmquhlYcP\n' +
          'WZcORUGJM#BE25ruxjmpbehTWZLORDG47#wz2orugjmYbeQTFIL9AD147twzlordgSVYKNQCFI69Ay14qtfilXadPSVHKN.CF36s\n' +
          'By02nprtegiTVXIKMO.BD0246rtvgikVXZbMOQBDFH468tvxikmoZbdOQSUFHJ68#vxz1moqbdfhSUWHJL8#ACz13oqsufhjUWYJ\n' +
          'bcMNOP.ABCyz01lmnopZabcMNOP.ABCyz012mnopZabcMNOP.ABCDz012mnopZabcMNOPQABCDz012mnopZabcdNOPQABCDz012m\n' +
          '111kkkkkkTTTTTCCCCCCxxxxxxgggggPPPPPP######tttttccccccLLLLLL66666ppppppYYYYYYHHHHH222222llllllUUUUUD\n' +
          'PONMLK43210zyxfedcbaZYXFEDCBA.#srqponmlkSRQPONML543210zyxfedcbaZYGFEDCBA.#srqponmlTSRQPONML543210zyg\n' +
          'pnljhfdbZXVTRP86420ywusqomkigecJHFDB.97531zxvtrpWUSQOMKIGECA#8642jhfdbZXVTRPNLJHFDwusqomkigecaYWUSQ9\n' +
          'DA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgda\n' +
          'uqmieaWSOKGC#62D.73zvrnjfbXTPLHDQMIEA840wsokgcYUQdZVRNJFB951xtplhdqmieaWSOKGC#62yuq3zvrnjfbXTPLHD.73\n' +
          'ID#50v72xsnidYTfaVQLGB8ID#50vqlgsnidYTOJVQLGB83yt50vqlgbWidYTOJE.6GB83ytojvqlgbWRMHTOJE.61w83ytojeZU\n' +
          'icWhbVPJDOIC82w71vpjuoicWQbVPJD9IC82w71vpjdoicWQKVPJD9IC82wq1vpjdXicWQKVPJD93C82wqkvpjdXicWQKEPJD93x\n' +
          '81.4xq0tmfpibUNXQJCMF#3B6zs2vohakdWPZSLEOHA5D81unxqjcmfYRbUNGQJC70#3wpzsleohaTdWPIBLE92A5yr1ungqjcVO\n' +
          'WfXPYQIAJB5C6yqzrjskcldVNWOGPH.3A4w5xpyqiajbTcUMENF9G#2.3vnwogphZRaSKTLDME8091t2umenfXgYQZRJBKC6D7zr\n' +
          'B4v3ultkbjaRZQHPGOF8E7y6xownemdUcTbSJRI.H#190rzqhpgofWeVMULCKB4A3u2t1sjriZhYPXOFNE7D6C5w4vmulckbSaRI\n' +
          'bRYOELBI#07x4ukrhoelbRYOVLBI#F7x4u1ryoelbiYOVLSI#F7C4.1ryovlbiYfVLSIPFMC4.18yovlsiYfVcSZPFMCJ.18y5vl\n' +
          '1qwlrgmbhWcRXMBH8C39y4tzoujpekZOUJPEK.F6A17w2rxmbhWcRXMSHNCI9D4#zoujpekZfUaPVKQFLA17w2rxmshnciXdSYNC\n' +
          'PUINBG6.z4sxlqejochVaOTHMAF5#y3rw1puinbgUZNSGL.E49C27v0othmafTYMRFKPDI8B16uznsglZeSXcQVJOCH7A05tymrf\n' +
          'ptgkobfSWaNREI7.D26tx1osfjnaeRVIMQDH6#C15sw0nreiVZdQUHLPCG59B04rvimqdhUYcPTGKOBF48vz3quhlpcgTXbOSFJ8\n' +
          'DGJ7#Bz25ruxjmYbeQTWILOADG47#wzlordgjVYbNQTFIL9Ay14qtwiloadgSVYKN.CF369vy1nqtfilXaMPSEHK8.C036svyknZ\n' +
          'ufhjUWYaLNPACE1357suwhjlnYacNPRCEGI579uwy0lnpacePRTVGIK79.By02nprcegiTVXIKMO.BD024prtvgikVXZbMOQBDF2\n' +
          'IJ5678stuvfghiSTUVWGHIJ5678stuvfghijTUVWGHIJ5678stuvwghijTUVWGHIJ56789tuvwghijTUVWGHIJK6789tuvwghijT\n' +
          'iiiRRRRRRAAAAAvvvvvveeeeeeNNNNN888888rrrrrraaaaaJJJJJJ444444nnnnnWWWWWWFFFFFF00000jjjjjjSSSSSSBBBBBw\n' +
          '876543lkjihgfeMLKJIHGFEyxwvutsrZYXWVUTSR.#987654mlkjihgfeMLKJIHGFzyxwvutsrZYXWVUTSA.#987654mlkjihgfN\n' +
          'WUSQOMKIGECA#8pnljhfdbZXVTRPNLJ20ywusqomkigecaYWDB.97531zxvtrpnljQOMKIGECA#86420ywdbZXVTRPNLJHFDB.9q\n' +
          'wtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKH\n' +
          'bXTPLHD.73zvrnjwsokgcYUQMIEA840w951xtplhdZVRNJFB9KGC#62yuqmieaWSOKXTPLHD.73zvrnjfbXkgcYUQMIEA840wsok\n' +
          '1wrmhcojeZUPKFAMHC94zup1wrmhcXSNZUPKFA72C94zupkfamhcXSNIDPKFA72xsnzupkfaVQcXSNID#50A72xsnidpkfaVQLGB\n' +
          'PJDOIC82w71vpjdoicWQbVPJD9IC82wq1vpjdoicWQKVPJD93C82wq1vpjdXicWQKEPJD93C82wqkvpjdXRcWQKEPJD93x82wqke\n' +
          'pisleXhaTMWPIB6E92v5yrkungZjcVOHRKD8G.4x70tmwpibUeXQJTMF#IB6z92vohrkdWgZSLVOHAKD81u4xqjtmfYibUNXQJC7\n' +
          'DME8F91t2umvnfXgYQZRJSKC6D7z80sktldmeWfXPHQIAJB5x6yqzrjskcUdVNWOG#H.3A4w5xphqiajbTLUMENF9G#2u3vnwogY\n' +
          'ulckbSaRIQH#G908z7ypxofneVdULTKBJAI.2#1s0riqhYgXOWNVMDLC5B4v3ultkbjaiZQYPGOF8E7y6xownvmdlcTbSJRI.H#1\n' +
          'I#F7x4u1rhoelbRYOVLSI#F7C4u1ryoelbiYfVLSIPF7C4.1ryovlsiYfVcSIPFMC4.18y5vlsipfVcSZPFMCJ.G8y5v2sipfmcS\n' +
          'iXdSYNTIODJ#E5u0pvkqflagVbQWLRG7B28x3syntiodjYeTIODJ#E5.06v1qwlrgVbQWLRGMBH8C39y4tiodjYeTZOUJPEK.F6v\n' +
          '8B16uznsglZeSXLQVJOCH7A05tymrfkYdiWbPUINBG6.z4sxlqvjochVaOTHMAF5#y38w1puinbgUZNSGL.EJ9C27v0othmafTYM\n' +
          'WaNRVIM.DH6#x1oswjnaeiVZMQUHL#C159w0nrvimZdhUYLPCGK9B048vzmquhlYcPTXKOBFJ8Az37uylpcgkXbOSWJNAEI7.y2p\n' +
          'wz2orugjmYbeQTFIL9AD147twzlordgSVYKNQCFI69Ay14qtfilXadPSVHKN.CF36svyknqcfiUXaMPSEH58.x03psvhknZcfRUG\n' +
          'bMOQBDFH468tvxikmoZbdOQSUFHJ68#vxz1moqbdfhSUWHJL8#ACz13oqsufhjUWYJLNPACE1357suwhjlWYacNPRCEGI579uwyj\n' +
          '12mnopZabcMNOP.ABCDz012mnopZabcMNOPQABCDz012mnopZabcdNOPQABCDz012mnopqabcdNOPQABCDz0123nopqabcdNOPQA\n' +
          'PPP######tttttccccccLLLLLL66666ppppppYYYYYYHHHHH222222llllllUUUUUDDDDDDyyyyyyhhhhhQQQQQQ......uuuuud\n' +
          'ponmlkSRQPONML543210zyxfedcbaZYGFEDCBA.#srqponmlTSRQPONML543210zygfedcbaZYGFEDCBA.tsrqponmlTSRQPONM6\n' +
          'DB.97531zxvtrpWUSQOMKIGECA#8642jhfdbZXVTRPNLJHFDwusqomkigecaYWUSQ97531zxvtrpnljhfdKIGECA#86420ywusqX\n' +
          'daXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630\n' +
          'IEA840wsokgcYUQdZVRNJFB951xtplhdqmieaWSOKGC#62yuq3zvrnjfbXTPLHD.73EA840wsokgcYUQMIERNJFB951xtplhdZVR\n' +
          'idYTOJVQLGB83yt50vqlgbWidYTOJE.6GB83ytojvqlgbWRMHTOJE.61w83ytojeZUgbWRMHC9JE.61wrmhtojeZUPKWRMHC94zu\n' +
          '82w71vpjdoicWQKVPJD9IC82wq1vpjdXicWQKVPJD93C82wqkvpjdXicWQKEPJD93x82wqkvpjdXRcWQKE#JD93x82wqkepjdXRL\n' +
          'WPZSLEOHA5D81unxqjcmfYRbUNGQJC70#3wpzsleohaTdWPIBLE92A5yr1ungqjcVOYRKDNG.4C70t3wpibleXQaTMFPIB6E92vo\n' +
          'w5xpyqiajbTcUMENF9G#2.3vnwogphZRaSKTLDME8091t2umenfXgYQZRJBKC6D7zr0sktldmeWOXPHQIA4B5x6yqzrjbkcUdVNF\n' +
          'bSJRI.H#190rzqhpgofWeVMULCKB4A3u2t1sjriZhYPXOFNE7D6C5w4vmulckbSaRIQHPG9F8z7ypxofneVdUcTKSJAI.2#1s0ri\n' +
          '1ryoelbiYOVLSI#F7C4.1ryovlbiYfVLSIPFMC4.18yovlsiYfVcSZPFMCJ.18y5vlsipfmcSZPWMCJ.G8y5v2szpfmcjZPWMTJ.\n' +
          'PEK.F6A17w2rxmbhWcRXMSHNCI9D4#zoujpekZfUaPVKQFLA17w2rxmshnciXdSYNCI9D4#z5u0pvkqflaPVKQFLAG7B28x3sync\n' +
          'puinbgUZNSGL.E49C27v0othmafTYMRFKPDI8B16uznsglZeSXcQVJOCH7A05tymrfkpdiWbPUINBG6.z4sx2qvjochVaOTHMAF5\n' +
          'DH6#C15sw0nreiVZdQUHLPCG59B04rvimqdhUYcPTGKOBF48vz3quhlpcgTXbOSFJ8AE37uy2ptgkobfSWJNREI7.D26tx1osfjW\n' +
          'dgjVYbNQTFIL9Ay14qtwiloadgSVYKN.CF369vy1nqtfilXaMPSEHK8.C036svyknZcfRUXJMPBEH58.x0mpsehkWZcORUGJM#Bz\n' +
          'I579uwy0lnpacePRTVGIK79.By02nprcegiTVXIKMO.BD024prtvgikVXZbMOQBDF2468tvxikmoZbdOQSDFHJ68#vxz1moqbdfQ\n' +
          'ijTUVWGHIJ5678stuvwghijTUVWGHIJ56789tuvwghijTUVWGHIJK6789tuvwghijTUVWXHIJK6789tuvwghijkUVWXHIJK6789t\n' +
          '888rrrrrraaaaaJJJJJJ444444nnnnnWWWWWWFFFFFF00000jjjjjjSSSSSSBBBBBwwwwwwffffffOOOOO999999ssssssbbbbbK\n' +
          'WVUTSR.#987654mlkjihgfeMLKJIHGFzyxwvutsrZYXWVUTSA.#987654mlkjihgfNMLKJIHGFzyxwvutsaZYXWVUTSA.#98765n\n' +
          'wusqomkigecaYWDB.97531zxvtrpnljQOMKIGECA#86420ywdbZXVTRPNLJHFDB.9qomkigecaYWUSQOMK31zxvtrpnljhfdbZXE\n' +
          'KHEB#741yvspmjgdaXUROLIFC.852zwtqnkhebYVSPMJGDA9630xurolifcZWTQNKHEB#741yvspmjgdaXUROLIFC.852zwtqnkh\n' +
          '1xtplhdZVRNJFB9KGC#62yuqmieaWSOKXTPLHD.73zvrnjfbXkgcYUQMIEA840wsokxtplhdZVRNJFB951x#62yuqmieaWSOKGC#\n' +
          'PKFA72C94zupkfamhcXSNIDPKFA72xsnzupkfaVQcXSNID#50A72xsnidpkfaVQLGBNID#50vq2xsnidYTOaVQLGB83D#50vqlgb\n' +
          'pjdoicWQKVPJD93C82wq1vpjdXicWQKEPJD93C82wqkvpjdXRcWQKEPJD93x82wqkepjdXRcWQKE#JD93xr2wqkepjdXRLWQKE#4\n' +
          'D8G.4x70tmwpibUeXQJTMF#IB6z92vohrkdWgZSLVOHAKD81u4xqjtmfYibUNXQJC7F#3w6zslvohakdWPISLE9HA5y81unxqjcV\n' +
          'dmeWfXPHQIAJB5x6yqzrjskcUdVNWOG#H.3A4w5xphqiajbTLUMENF9G#2u3vnwogYhZRaSKTLD7E8091tlumenfXgYQIRJBKC6y\n' +
          'I.2#1s0riqhYgXOWNVMDLC5B4v3ultkbjaiZQYPGOF8E7y6xownvmdlcTbSJRI.H#1908zqypgofWeVMULCKBJA3.2t1sjriZhYP\n' +
          'iYfVLSIPF7C4.1ryovlsiYfVcSIPFMC4.18y5vlsipfVcSZPFMCJ.G8y5v2sipfmcSZPWMTJ.G8D5v2szpfmcjZgWMTJQG8D5A2s\n' +
          '8x3syntiodjYeTIODJ#E5.06v1qwlrgVbQWLRGMBH8C39y4tiodjYeTZOUJPEK.F6v1qwlrgmbhWcRXMSH8C39y4tzoujpekZfUJ\n' +
          'WbPUINBG6.z4sxlqvjochVaOTHMAF5#y38w1puinbgUZNSGL.EJ9C27v0othmafTYMRWKPDI8B16uznsglZejXcQVJOCH7A05tym\n' +
          'w0nrvimZdhUYLPCGK9B048vzmquhlYcPTXKOBFJ8Az37uylpcgkXbOSWJNAEI7.y2ptxkobfjWaNRVIM.D26#x1oswjnaeiVZMQD\n' +
          'KNQCFI69Ay14qtfilXadPSVHKN.CF36svyknqcfiUXaMPSEH58.x03psvhknZcfRUGJM#BE258ux0mpsehTWZLORDGJ7#Bz25rug\n' +
          '1moqbdfhSUWHJL8#ACz13oqsufhjUWYJLNPACE1357suwhjlWYacNPRCEGI579uwyjlnpacePRTVGIK79.wy02nprcegiTVXIKM9\n' +
          'PQABCDz012mnopZabcdNOPQABCDz012mnopqabcdNOPQABCDz0123nopqabcdNOPQABCDE0123nopqabcdNOPQRBCDE0123nopqa\n' +
          'pppYYYYYYHHHHH222222llllllUUUUUDDDDDDyyyyyyhhhhhQQQQQQ......uuuuuddddddMMMMMM77777qqqqqqZZZZZZIIIII3\n' },
        { tag: 'maximum', input: grid(2, 100, (i, j) => ALPHA[(j + i * 50) % 62], ' 1'), output: 'yA\nzB\n0C\n1D\n2E\n3F\n4G\n5H\n6I\n7J\n8K\n9L\nAM\nBN\nCO\nDP\nEQ\nFR\nGS\nHT\nIU\nJV\nKW\nLX\nMY\nNZ\nOa\nPb\nQc\nRd\nSe\nTf\nUg\n' +
          'Vh\nWi\nXj\nYk\nZl\nam\nbn\nco\ndp\neq\nfr\ngs\nht\niu\njv\nkw\nlx\nmy\nnz\no0\np1\nq2\nr3\ns4\nt5\nu6\nv7\nw8\nx9\nyA\nzB\n0C\n1D\n' +
          '2E\n3F\n4G\n5H\n6I\n7J\n8K\n9L\nAM\nBN\nCO\nDP\nEQ\nFR\nGS\nHT\nIU\nJV\nKW\nLX\nMY\nNZ\nOa\nPb\nQc\nRd\nSe\nTf\nUg\nVh\nWi\nXj\nYk\n' +
          'Zl\n' },
      ],
    },
  },
};
